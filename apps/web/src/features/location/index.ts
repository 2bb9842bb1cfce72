/**
 * Places on a map (issue #20 item 8): what other features use. The map itself (Leaflet) is not
 * exported here: it loads with the two map pages only, never with a screen that merely links
 * to them.
 */
export { locationQueries } from './api/location-queries';
export { PinIcon } from './components/pin-icon';
export { clip, openLocationQuery, placeText } from './model/place';
export {
  chooseLocation,
  usePlaceReturn,
  type ChooseLocationRequest,
  type PlaceReturn,
} from './model/place-return';
