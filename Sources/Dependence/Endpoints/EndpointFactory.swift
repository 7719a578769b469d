/// What a `@DependencyClient` client's generated `init(endpoints:)` makes its endpoints with.
///
/// The generated initializer calls ``recording``'s requirements directly with each endpoint's
/// concrete type: a generic pack forwarded to a requirement fails Swift 6.3's release optimizer.
public struct EndpointFactory: Sendable {
  /// What makes the endpoints.
  public let recording: any EndpointRecording

  /// Creates a factory whose endpoints `recording` makes.
  public init(_ recording: any EndpointRecording) {
    self.recording = recording
  }
}
