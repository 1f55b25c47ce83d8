import Foundation
import Observation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `NavigationView` as an older app writes it: links with a destination view, `isActive` and
/// `tag`/`selection` bindings, `navigationBarTitle`, a detail placeholder and a style.
@MainActor
@Suite struct NavigationViewTests {
  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  private struct Library: View {
    var body: some View {
      NavigationView {
        List(["Dune", "雪国", "गोदान"], id: \.self) { title in
          NavigationLink(title, destination: Text("Reading \(title) 📖"))
        }
        .navigationBarTitle("Library", displayMode: .inline)
        Text("Choose a book")
      }
      .navigationViewStyle(.stack)
    }
  }

  @Test func theFirstViewIsTheRootAndALinkPushesItsDestination() throws {
    let host = ViewHost(Library(), width: 40, height: 8)
    #expect(lines(host).first == "Library")
    // The detail placeholder of a second column is not shown in a stack.
    #expect(!host.text.contains("Choose a book"))
    try host.button("गोदान").tap()
    host.update()
    #expect(host.contains(text: "Reading गोदान 📖"))
    #expect(lines(host).first == "[ ‹ Back ]")
    try host.button("‹ Back").tap()
    host.update()
    #expect(lines(host).first == "Library")
    #expect(try host.button("雪国").kind == .button)
  }

  @Observable final class Flags {
    var isShowingSettings = false
    var chosen: Int?
  }

  private struct Settings: View {
    let flags: Flags
    var body: some View {
      NavigationView {
        VStack {
          NavigationLink(
            "Settings ⚙️", destination: Text("Settings page").navigationTitle("Settings"),
            isActive: Bindable(flags).isShowingSettings)
          NavigationLink(
            "First", destination: Text("Page one"), tag: 1, selection: Bindable(flags).chosen)
          NavigationLink(destination: Text("Page two"), tag: 2, selection: Bindable(flags).chosen) {
            Label("Second", systemImage: "2.circle")
          }
        }
        .navigationBarTitle(Text("Home"))
      }
      .navigationViewStyle(StackNavigationViewStyle())
    }
  }

  @Test func anActiveLinkFollowsItsBindingBothWays() throws {
    let flags = Flags()
    let host = ViewHost(Settings(flags: flags), width: 40, height: 8)
    #expect(lines(host).first == "Home")
    // Choosing the link sets the binding and pushes.
    try host.button("Settings ⚙️").tap()
    host.update()
    #expect(flags.isShowingSettings)
    #expect(lines(host).first == "[ ‹ Back ] Settings")
    #expect(host.contains(text: "Settings page"))
    // Going back clears it.
    try host.button("‹ Back").tap()
    host.update()
    #expect(!flags.isShowingSettings)
    #expect(lines(host).first == "Home")
    // Setting it from outside pushes, and clearing it pops.
    flags.isShowingSettings = true
    host.update()
    #expect(host.contains(text: "Settings page"))
    flags.isShowingSettings = false
    host.update()
    #expect(!host.contains(text: "Settings page"))
    #expect(lines(host).first == "Home")
  }

  @Test func taggedLinksPushTheSelectedOne() throws {
    let flags = Flags()
    let host = ViewHost(Settings(flags: flags), width: 40, height: 8)
    try host.button("First").tap()
    host.update()
    #expect(flags.chosen == 1)
    #expect(host.contains(text: "Page one"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(flags.chosen == nil)
    // The selection set from outside pushes the link with that tag, and only it.
    flags.chosen = 2
    host.update()
    #expect(host.contains(text: "Page two"))
    #expect(!host.contains(text: "Page one"))
    flags.chosen = nil
    host.update()
    #expect(!host.contains(text: "Page two"))
    #expect(lines(host).first == "Home")
  }

  @Test func everyStyleAndTitleFormIsAStackWithItsTitle() {
    struct Styled<S: NavigationViewStyle>: View {
      let style: S
      var body: some View {
        NavigationView {
          Text("Root")
            .navigationBarTitle("Titled \("ok")", displayMode: .large)
        }
        .navigationViewStyle(style)
      }
    }
    for host in [
      ViewHost(Styled(style: .automatic), width: 20, height: 3),
      ViewHost(Styled(style: .columns), width: 20, height: 3),
      ViewHost(Styled(style: DoubleColumnNavigationViewStyle()), width: 20, height: 3),
    ] {
      #expect(lines(host).first == "Titled ok")
      #expect(host.contains(text: "Root"))
    }
  }

  /// The closure forms, and a selection moved from one tag straight to another while pushed.
  @Test func aSelectionMovedBetweenTagsShowsTheNewDestination() throws {
    struct Picker2: View {
      @State var chosen: Int? = nil
      @State var isOn = false
      var body: some View {
        NavigationView {
          VStack {
            NavigationLink(tag: 1, selection: $chosen) {
              Button("To two") { chosen = 2 }
            } label: {
              Text("One 一")
            }
            NavigationLink("Two 二", tag: 2, selection: $chosen) { Text("Page 二") }
            NavigationLink("Flag", isActive: $isOn) { Text("Flag page") }
            NavigationLink(isActive: $isOn) {
              Text("Flag page")
            } label: {
              Text("Also flag")
            }
          }
        }
      }
    }
    let host = ViewHost(Picker2(), width: 30, height: 8)
    try host.button("One 一").tap()
    host.update()
    try host.button("To two").tap()
    host.update()
    #expect(host.contains(text: "Page 二"))
    #expect(throws: (any Error).self) { try host.button("To two") }
    try host.button("‹ Back").tap()
    host.update()
    #expect(lines(host).contains("[ One 一 › ]"))
    try host.button("Flag").tap()
    host.update()
    #expect(host.contains(text: "Flag page"))
  }
}
