public import DependenceMacros

extension DependencyValues {
  @DependencyEntry(preview: APIClient.preview, test: .unimplemented)
  public var apiClient: APIClient = .live
}
