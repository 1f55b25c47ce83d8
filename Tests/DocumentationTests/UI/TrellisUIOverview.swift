import Testing
import TrellisTesting
import TrellisUI

/// The TrellisUI landing page's example app. In an executable target it would be marked
/// `@main`; here it is hosted headlessly by the test below.
enum TrellisUIOverview {
  @MainActor
  struct GreeterApp: App {
    var body: some Scene {
      WindowGroup {
        GreeterView()
      }
    }
  }

  @MainActor
  struct GreeterView: View {
    @State private var name = ""
    @State private var isLoud = false

    var body: some View {
      VStack(alignment: .leading, spacing: 16) {
        TextField("Name", text: $name)
        Toggle("Loud", isOn: $isLoud)
        Text(greeting)
      }
      .padding()
    }

    private var greeting: String {
      let text = "Hello, \(name.isEmpty ? "world" : name)"
      return isLoud ? text.uppercased() + "!" : text + "."
    }
  }
}

@MainActor
@Suite struct TrellisUIOverviewTests {
  @Test func theGreeterGreetsByName() throws {
    let host = ViewHost(app: TrellisUIOverview.GreeterApp(), width: 40, height: 10)
    #expect(host.contains(text: "Hello, world."))

    try host.textField("Name").type("Ada")
    host.update()
    #expect(host.contains(text: "Hello, Ada."))

    try host.toggle("Loud").toggle()
    host.update()
    #expect(host.contains(text: "HELLO, ADA!"))
  }
}
