// Shape seen in: indragiek/Context Context/Context/Dependencies/OAuthClientDependency.swift (`public import Dependencies`, `extension OAuthClient: @retroactive DependencyKey`) and a newsletter client (`extension Newsletter.Client: @retroactive DependencyKey`, find_string hit; coenttb, inferred) — a type of another module made a key with `@retroactive`, under `public import`
public import Dependencies
public import Foundation

extension JSONDecoder: @retroactive DependencyKey {
  public static var liveValue: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}

extension DependencyValues {
  public var jsonDecoder: JSONDecoder {
    get { self[JSONDecoder.self] }
    set { self[JSONDecoder.self] = newValue }
  }
}
