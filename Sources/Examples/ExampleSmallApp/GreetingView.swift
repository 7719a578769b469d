#if canImport(SwiftUI)
  import Dependence
  import SwiftUI

  /// The greeting feature's screen.
  struct GreetingView: View {
    @State private var model = GreetingModel()
    @State private var name = ""

    var body: some View {
      Form {
        TextField("Your name", text: $name)
          .onChange(of: name) { _, name in model.nameChanged(to: name) }
        Text(model.greeting)
      }
    }
  }

  #Preview(traits: .modifier(DependencePreview { $0.greetingClient = .previewValue })) {
    GreetingView()
  }
#endif
