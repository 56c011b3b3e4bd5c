export { concernsData, DATA_CHANGED_EVENT, notifyDataChanged, useDataChanged, type DataChangedDetail, type UseDataChangedOptions } from './data-changed';
