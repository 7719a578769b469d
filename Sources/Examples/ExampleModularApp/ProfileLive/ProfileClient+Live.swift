import AuthInterface
public import ProfileInterface
public import Dependence

extension ProfileClientKey: DependencyKey {
  public static var liveValue: ProfileClient { .live }
}

extension ProfileClient {
  /// Profiles kept in memory, standing in for a server.
  public static var live: ProfileClient {
    let bios = BioStore()
    return ProfileClient(
      profile: { user in Profile(name: user.name, bio: await bios[user.id] ?? "") },
      updateBio: { user, bio in await bios.set(bio, for: user.id) }
    )
  }
}

/// Bios by user id.
actor BioStore {
  private var bios: [String: String] = [:]

  subscript(id: String) -> String? { bios[id] }

  func set(_ bio: String, for id: String) {
    bios[id] = bio
  }
}
