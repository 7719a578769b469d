// Shape seen in: packages that split a client's interface from its implementation with a public
// `@DependencyEntry` (swift-dependencies' docs: leave the live value off, and give it in the
// implementation module), whose live module conforms the key the macro named after the type,
// `extension DependencyValues.GeocoderKey: DependencyKey` (trial J's j1, repro 4).
import Dependencies
import DependenciesMacros

/// Turns a place's name into coordinates.
public protocol Geocoder: Sendable {
  func locate(_ place: String) async throws -> String
}

/// The geocoder of tests and previews: every place is at the origin.
public struct OriginGeocoder: Geocoder {
  public init() {}
  public func locate(_ place: String) async throws -> String { "\(place): 0,0" }
}

extension DependencyValues {
  /// The geocoder; the implementation module gives the live one.
  @DependencyEntry public var geocoder: any Geocoder = OriginGeocoder()
}
