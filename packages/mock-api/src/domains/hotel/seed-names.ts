/** Curated names and phrases of the hotel seed, so generated records read like a real hotel's data. */

export const FIRST = ['Amelia', 'Noah', 'Olivia', 'Liam', 'Sofia', 'Mateo', 'Aisha', 'Kenji', 'Zara', 'Lucas', 'Chiamaka', 'Ivan', 'Leila', 'Hugo', 'Mei', 'Tariq', 'Freya', 'Diego', 'Nia', 'Omar', 'Elif', 'Jonas', 'Priya', 'Samuel'];
export const LAST = ['Hughes', 'Adeyemi', 'Novak', 'Fischer', 'Tanaka', 'Costa', 'Okoro', 'Larsen', 'Haddad', 'Moreno', 'Chen', 'Kowalski', 'Mensah', 'Dubois', 'Yilmaz', 'Reyes', 'Andersson', 'Banerjee'];
export const COUNTRIES = ['United States', 'Nigeria', 'United Kingdom', 'Germany', 'Japan', 'Brazil', 'Turkey', 'India', 'France', 'Kenya', 'Canada', 'Ghana'];
export const COMPANIES = ['Northwind Traders', 'Contoso Ltd', 'Globex Corporation', 'Initech', 'Umbrella Travel', 'Acme Logistics', 'Stark Energy', 'Wayne Consulting'];

export const NAMES: Record<string, string[]> = {
  hotels: ['Grand Meridian Hotel'],
  buildings: ['Main Tower', 'Garden Wing', 'Conference Annex'],
  'room-categories': ['Standard Single', 'Standard Double', 'Deluxe King', 'Executive Suite', 'Family Room', 'Presidential Suite'],
  facilities: ['Grand Ballroom', 'Boardroom A', 'Boardroom B', 'Pool Deck', 'Rose Garden', 'Fitness Center', 'Executive Lounge'],
  kitchens: ['Main Kitchen', 'Pastry Kitchen', 'Pool Bar Kitchen'],
  eateries: ['Sunrise Café', 'Poolside Grill', 'Lobby Deli'],
  'gym-categories': ['Individual', 'Couple', 'Corporate', 'Student'],
  'gym-plans': ['Monthly Individual', 'Quarterly Individual', 'Annual Individual', 'Monthly Couple', 'Corporate Annual', 'Student Monthly'],
  units: ['Bottle', 'Kilogram', 'Litre', 'Carton', 'Piece', 'Pack', 'Crate'],
  'stock-categories': ['Beverages', 'Spirits', 'Dry Goods', 'Dairy', 'Linen', 'Toiletries', 'Cleaning Supplies'],
  stores: ['Main Store', 'Bar Store', 'Kitchen Store', 'Housekeeping Store'],
  stocks: ['Still Water 500ml', 'Sparkling Water 500ml', 'Cola 330ml', 'Orange Juice 1L', 'Premium Lager', 'House Red Wine', 'Single Malt Whisky', 'Basmati Rice', 'Olive Oil', 'Whole Milk', 'Bath Towel', 'Bed Sheet King', 'Shampoo 50ml', 'Soap Bar', 'Glass Cleaner', 'Coffee Beans', 'Black Tea', 'Potato Chips', 'Chocolate Bar', 'Peanuts 100g'],
  'restaurant-items': ['Full English Breakfast', 'Continental Breakfast', 'Caesar Salad', 'Tomato Soup', 'Grilled Salmon', 'Beef Burger', 'Chicken Curry', 'Jollof Rice', 'Margherita Pizza', 'Chocolate Fondant', 'Fruit Platter', 'Fresh Lemonade', 'Cappuccino', 'Club Sandwich'],
  condiments: ['Salt', 'Black Pepper', 'Ketchup', 'Mayonnaise', 'Chili Sauce', 'Sugar', 'Vinegar'],
  'laundry-categories': ['Wash And Fold', 'Dry Cleaning', 'Pressing Only', 'Express Service'],
  'laundry-items': ['Shirt', 'Trousers', 'Suit (2 Pieces)', 'Dress', 'Skirt', 'Jacket', 'Tie', 'Socks (Pair)', 'Evening Gown', 'Jeans'],
  'points-of-sale': ['Mini Mart Till', 'Lobby Bar', 'Main Restaurant', 'Sunrise Café Till', 'Waitress Tablet 1', 'Pool Bar'],
  departments: ['Front Office', 'Food And Beverage', 'Housekeeping', 'Accounts', 'Maintenance', 'Security', 'Human Resources'],
  'revenue-centers': ['Rooms', 'Restaurant', 'Bar', 'Laundry', 'Mini Mart', 'Events', 'Swimming Pool'],
  suppliers: ['FreshFarm Produce', 'Atlantic Beverages', 'CleanPro Supplies', 'Linen House', 'City Electrical', 'Prime Meats', 'Office Mart', 'BlueWave Pools'],
  'expense-types': ['Fuel', 'Repairs', 'Electricity', 'Water', 'Internet', 'Transport', 'Printing', 'Staff Welfare'],
  'account-groups': ['Current Assets', 'Fixed Assets', 'Current Liabilities', 'Equity', 'Room Revenue', 'Food And Beverage Revenue', 'Operating Expenses'],
  accounts: ['Cash On Hand', 'Bank Current Account', 'Guest Ledger', 'City Ledger', 'Furniture And Fittings', 'Accounts Payable', 'Guest Deposits', 'Share Capital', 'Room Sales', 'Food Sales', 'Beverage Sales', 'Laundry Income', 'Salaries', 'Utilities', 'Repairs And Maintenance'],
  banks: ['First Capital Bank', 'Harbor Trust Bank', 'Union Savings Bank'],
  'pricing-types': ['Rack Rate', 'Corporate', 'Government', 'Long Stay', 'Weekend Special'],
  'financial-years': ['FY 2024', 'FY 2025', 'FY 2026'],
  'pool-rates': ['Adult', 'Child', 'In-House Guest', 'Family Pass'],
  'city-ledger-accounts': ['Northwind Traders', 'Contoso Ltd', 'Globex Corporation', 'Initech', 'Umbrella Travel', 'Nkemelu Family'],
  groups: ['Acme Sales Conference', 'Okafor Wedding Party', 'Berlin Choir Tour', 'Tech Summit Delegates', 'Lagos Football Club', 'Medical Association Retreat'],
};

export const PHRASES: Record<string, string[]> = {
  description: ['Standard monthly charge', 'Replacement of worn items', 'Seasonal supply for the restaurant', 'Booked for the annual meeting', 'Extra service requested by the guest'],
  reason: ['Guest requested a quieter room', 'Overbooking adjustment', 'Broken in transit', 'Past expiry date', 'Duplicate posting corrected', 'Event postponed by the client'],
  purpose: ['Weekly restock of the bar', 'Housekeeping linen change', 'Kitchen prep for the weekend', 'Conference coffee break', 'Minibar refill for the third floor'],
  justification: ['Stock below reorder level', 'Needed for the upcoming conference', 'Replacement of damaged equipment'],
  narration: ['Room revenue for the night audit', 'Supplier payment', 'Transfer of guest deposit', 'Petty cash replenishment'],
  notes: ['Late arrival expected', 'Extra pillows', 'Airport pickup requested', 'Allergic to nuts'],
  subject: ['Your reservation is confirmed', 'Welcome to Grand Meridian', 'Thank you for staying with us', 'Your invoice is ready'],
  body: ['Dear guest, we look forward to welcoming you. Reply to this message for any request.'],
  template: ['Dear {name}, your room {room} is ready. Welcome to Grand Meridian.'],
  item: ['Chafing dishes (set of 10)', 'Industrial blender', 'Pool chlorine 25kg', 'Guest room kettles', 'LED bulbs (box of 50)'],
  instructions: ['No onions', 'Well done', 'Extra spicy', 'Sauce on the side'],
};

export const PEOPLE_FIELDS = new Set(['contactPerson', 'memberName', 'visitorName', 'headChef', 'keeper', 'head', 'cleanedBy', 'payee', 'waiter', 'requestedBy', 'reportedBy', 'payer', 'name']);

export const COUNTS: Record<string, number> = {
  hotels: 1, floors: 5, rooms: 60, guests: 48, 'room-reservations': 36, payments: 40, 'room-charges': 40, 'pos-sales': 72,
  'pos-orders': 18, 'kitchen-orders': 16, 'stock-movements': 48, procurements: 27, expenses: 18, 'store-requests': 24,
  refunds: 18, invoices: 15, proformas: 9, 'laundry-orders': 16, 'gym-memberships': 12,
  'fund-requests': 9, 'sms-settings': 2, 'city-ledger-accounts': 6, 'ledger-settings': 7, 'cleaning-logs': 20, users: 29, 'guest-messages': 12,
};
