import Dependence

// Two post-login sessions, one after the other. Each is a `ScopeToken`: its values exist only
// inside the scope, and its teardown (revoking the session) runs when the scope ends.

for user in ["ada", "grace"] {
  try await signedIn(as: user) { generation in
    print("Session \(generation) started for \(user)")
    print(try await InboxScreen().summary())
  }
  print("Session for \(user) ended")
}
print(try await InboxScreen().summary())
