export { BreadcrumbLink, Breadcrumbs, type BreadcrumbItem, type BreadcrumbLinkProps, type BreadcrumbLinkRenderProps, type BreadcrumbsProps } from './breadcrumbs';
