/// What a `@DependencyClient` client's generated `init(endpoints:)` makes its endpoints with.
///
/// `DependenceTesting`'s `RecordingClient` passes one whose endpoints record their calls:
///
/// ```swift
/// let auth = RecordingClient { AuthClient(endpoints: $0) }
/// ```
///
/// The generated initializer calls ``recording``'s requirements directly, once per endpoint, with
/// the endpoint's concrete type: nothing in this package forwards a generic pack of arguments to
/// a protocol requirement, which the Swift 6.3 optimizer cannot compile in a release build.
public struct EndpointFactory: Sendable {
  /// What makes the endpoints.
  public let recording: any EndpointRecording

  /// Creates a factory whose endpoints `recording` makes.
  public init(_ recording: any EndpointRecording) {
    self.recording = recording
  }
}
