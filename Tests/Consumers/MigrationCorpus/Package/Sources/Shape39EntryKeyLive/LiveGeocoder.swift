// The implementation module of shape 39: it conforms the interface's key to `DependencyKey`.
import Dependencies
import Shape39EntryKeyInterface

struct TableGeocoder: Geocoder {
  func locate(_ place: String) async throws -> String {
    place == "Paris" ? "Paris: 48.86,2.35" : "\(place): unknown"
  }
}

extension DependencyValues.GeocoderKey: DependencyKey {
  public static let liveValue: any Geocoder = TableGeocoder()
}
