import Foundation
import Testing
import TrellisTerminal
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

#if canImport(Glibc)
  import Glibc
#endif

private struct Book: Hashable {
  let title: String
}

/// Counts appearances and disappearances of pushed views, by name.
@MainActor
private final class Lifecycle {
  var events: [String] = []
}

private struct Counter: View {
  let name: String
  let lifecycle: Lifecycle
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(name): \(count)")
      Button("Increment \(name)") { count += 1 }
      NavigationLink("Deeper from \(name)", value: name + "+")
    }
    .navigationTitle(name)
    .onDisappear { lifecycle.events.append("gone \(name)") }
  }
}

private struct Shelf: View {
  let lifecycle: Lifecycle
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Dune", value: Book(title: "Dune"))
        NavigationLink("Unknown", value: 3.5)
        NavigationLink("Nothing", value: Optional<Book>.none)
      }
      .navigationTitle("Shelf")
      .navigationDestination(for: Book.self) { book in
        Counter(name: book.title, lifecycle: lifecycle)
      }
      .navigationDestination(for: String.self) { name in
        Counter(name: name, lifecycle: lifecycle)
      }
    }
  }
}

private struct DismissingView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Done") { dismiss() }.navigationTitle("Detail")
  }
}

private struct DoneButton: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Done") { dismiss() }
  }
}

private struct TypedPath: View {
  @State var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Depth \(path.count)")
        Button("Push") { path.append(path.count + 1) }
        NavigationLink("Link 9", value: 9)
        NavigationLink("Link text", value: "text")
      }
      .navigationTitle("Root")
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("Number \(number)")
          Button("Push more") { path.append(number * 10) }
          Button("Pop") { path.removeLast() }
          DoneButton()
        }
        .navigationTitle("N\(number)")
      }
      .navigationDestination(for: String.self) { Text("String \($0)") }
    }
  }
}

private struct HeterogeneousPath: View {
  @State var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Count \(path.count)")
        Button("Push both") {
          path.append(1)
          path.append("two")
        }
        Button("Push unknown") { path.append(2.5) }
      }
      .navigationDestination(for: Int.self) { Text("Int \($0)") }
      .navigationDestination(for: String.self) { Text("String \($0)") }
    }
  }
}

private struct Presenting: View {
  @State var isPresented = false
  var body: some View {
    NavigationStack {
      VStack {
        Text("Presented: \(isPresented)")
        Button("Show") { isPresented = true }
      }
      .navigationDestination(isPresented: $isPresented) {
        DismissingView()
      }
    }
  }
}

private struct OldLinks: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Plain", destination: Text("Plain destination"))
        NavigationLink {
          DismissingView()
        } label: {
          Text("Built")
        }
        NavigationLink(destination: Text("Labelled destination")) { Text("Labelled") }
        NavigationLink("Closure") { Text("Closure destination") }
      }
      .navigationTitle("Links")
    }
  }
}

private struct ListOfLinks: View {
  @State var showsSheet = false
  var body: some View {
    NavigationStack {
      List(["Dune", "Emma"], id: \.self) { title in
        NavigationLink(title, value: Book(title: title))
      }
      .navigationTitle("Books")
      .navigationDestination(for: Book.self) { book in
        Button("About \(book.title)") { showsSheet = true }
      }
    }
    .sheet(isPresented: $showsSheet) { Text("In the sheet") }
  }
}

private struct ReplacingPath: View {
  @State var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      Button("Push 1") { path.append(1) }
        .navigationDestination(for: Int.self) { number in
          VStack {
            Text("Number \(number)")
            NavigationLink("Over \(number)") {
              VStack {
                Text("A view over \(number)")
                Button("Replace") { path[path.count - 1] = number + 1 }
              }
            }
          }
        }
    }
  }
}

private struct PresentingFromTheRoot: View {
  @State var path: [Int] = []
  @State var showsAbout = false
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("About shown: \(showsAbout)")
        Button("Push 1") { path.append(1) }
      }
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("Number \(number)")
          Button("About") { showsAbout = true }
        }
      }
      .navigationDestination(isPresented: $showsAbout) {
        VStack {
          Text("The about view")
          Button("Replace") { path[0] += 1 }
        }
      }
    }
  }
}

private struct CountDetail: View {
  let count: Int
  let add: () -> Void
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("Count \(count), taps \(taps)")
      Button("Add") {
        taps += 1
        add()
      }
    }
  }
}

private struct LiveDestination: View {
  @State var count = 0
  var body: some View {
    NavigationStack {
      NavigationLink("Detail", destination: CountDetail(count: count, add: { count += 1 }))
    }
  }
}

private struct SideBySide: View {
  var body: some View {
    HStack {
      NavigationStack {
        NavigationLink("Left link", value: "left")
          .navigationDestination(for: String.self) { Button("In \($0)") {} }
      }
      NavigationStack {
        NavigationLink("Right link", value: "right")
          .navigationDestination(for: String.self) { Button("In \($0)") {} }
      }
    }
  }
}

@MainActor
@Suite struct NavigationPushTests {
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func aValueLinkPushesItsDestinationAndTheBackButtonPops() throws {
    let lifecycle = Lifecycle()
    let host = ViewHost(Shelf(lifecycle: lifecycle), width: 40, height: 10)
    #expect(lines(host.text).first == "Shelf")
    let link = try host.button("Dune")
    #expect(link.kind == .button)
    try link.tap()
    host.update()
    #expect(host.contains(text: "Dune: 0"))
    #expect(!host.text.contains("Shelf"))
    // The title bar: the back button, then the pushed view's title.
    #expect(lines(host.text).first == "[ ‹ Back ] Dune")
    try host.button("‹ Back").tap()
    host.update()
    #expect(lines(host.text).first == "Shelf")
    #expect(!host.contains(text: "Dune: 0"))
    #expect(lifecycle.events == ["gone Dune"])
    host.close()
  }

  @Test func theWindowTitleIsThatOfTheTopView() throws {
    let core = HostCore(root: Shelf(lifecycle: Lifecycle()), width: 40, height: 10)
    #expect(core.windowTitle == "Shelf")
    try #require(core.elements.first { $0.text == "Dune" && $0.kind == .button }).tap()
    #expect(core.windowTitle == "Dune")
    core.close()
  }

  @Test func aLinkIsDrawnLikeAButtonWithAChevron() {
    let host = ViewHost(Shelf(lifecycle: Lifecycle()), width: 40, height: 10)
    #expect(host.text.contains("[ Dune › ]"))
    host.close()
  }

  @Test func aPushedViewKeepsItsStateWhileAnotherIsPushedAboveItAndPopped() throws {
    let lifecycle = Lifecycle()
    let host = ViewHost(Shelf(lifecycle: lifecycle), width: 40, height: 10)
    try host.button("Dune").tap()
    host.update()
    try host.button("Increment Dune").tap()
    try host.button("Increment Dune").tap()
    host.update()
    #expect(host.contains(text: "Dune: 2"))
    try host.button("Deeper from Dune").tap()
    host.update()
    #expect(host.contains(text: "Dune+: 0"))
    // The view below is not on screen, nor reachable.
    #expect(!host.contains(text: "Dune: 2"))
    #expect(throws: ViewHostError.self) { try host.button("Increment Dune") }
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Dune: 2"))
    #expect(lifecycle.events == ["gone Dune+"])
    // Popped and pushed again: a new identity, with fresh state.
    try host.button("‹ Back").tap()
    host.update()
    try host.button("Dune").tap()
    host.update()
    #expect(host.contains(text: "Dune: 0"))
    #expect(lifecycle.events == ["gone Dune+", "gone Dune"])
    host.close()
  }

  @Test func aValueWithoutADestinationPushesNothingAndWarns() throws {
    let host = ViewHost(Shelf(lifecycle: Lifecycle()), width: 40, height: 10)
    try host.button("Unknown").tap()
    host.update()
    #expect(lines(host.text).first == "Shelf")
    #expect(
      _RuntimeWarnings.log.all.contains {
        $0.contains("value of type “Double”") && $0.contains("no matching navigationDestination")
      })
    host.close()
  }

  @Test func aLinkWithANilValueIsDisabled() throws {
    let host = ViewHost(Shelf(lifecycle: Lifecycle()), width: 40, height: 10)
    #expect(host.text.contains("[ Nothing › ]"))
    #expect(throws: ViewHostError.self) { try host.button("Nothing") }
    host.close()
  }

  @Test func aTypedPathPushesAndPops() throws {
    let host = ViewHost(TypedPath(), width: 40, height: 10)
    try host.button("Push").tap()
    host.update()
    #expect(host.contains(text: "Number 1"))
    #expect(lines(host.text).first == "[ ‹ Back ] N1")
    try host.button("Push more").tap()
    host.update()
    #expect(host.contains(text: "Number 10"))
    try host.button("Pop").tap()
    host.update()
    #expect(host.contains(text: "Number 1"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Depth 0"))
    // A link appends to the bound path.
    try host.button("Link 9").tap()
    host.update()
    #expect(host.contains(text: "Number 9"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Depth 0"))
    // A String cannot go onto an [Int] path.
    try host.button("Link text").tap()
    host.update()
    #expect(host.contains(text: "Depth 0"))
    #expect(_RuntimeWarnings.log.all.contains { $0.contains("path cannot hold") })
    host.close()
  }

  @Test func dismissPopsThePushedView() throws {
    let host = ViewHost(TypedPath(), width: 40, height: 10)
    try host.button("Push").tap()
    host.update()
    try host.button("Push more").tap()
    host.update()
    #expect(host.contains(text: "Number 10"))
    try host.button("Done").tap()
    host.update()
    #expect(host.contains(text: "Number 1"))
    try host.button("Done").tap()
    host.update()
    #expect(host.contains(text: "Depth 0"))
    host.close()
  }

  @Test func aNavigationPathHoldsValuesOfSeveralTypes() throws {
    let host = ViewHost(HeterogeneousPath(), width: 40, height: 10)
    try host.button("Push both").tap()
    host.update()
    #expect(host.contains(text: "String two"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Int 1"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Count 0"))
    try host.button("Push unknown").tap()
    host.update()
    // Pushed, but with nothing to show: an empty view with its back button.
    #expect(!host.contains(text: "Count 0"))
    #expect(lines(host.text).first == "[ ‹ Back ]")
    #expect(
      _RuntimeWarnings.log.all.contains {
        $0.contains("holds a value of type “Double”")
      })
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Count 0"))
    host.close()
  }

  @Test func navigationPathBasics() {
    var path = NavigationPath()
    #expect(path.isEmpty)
    path.append(1)
    path.append("two")
    #expect(path.count == 2)
    #expect(path == NavigationPath([AnyHashable(1), AnyHashable("two")]))
    path.removeLast()
    #expect(path == NavigationPath([1]))
    path.removeLast(1)
    #expect(path.isEmpty && path == NavigationPath())
  }

  @Test func isPresentedPushesWhileTrue() throws {
    let host = ViewHost(Presenting(), width: 40, height: 10)
    try host.button("Show").tap()
    host.update()
    #expect(lines(host.text).first == "[ ‹ Back ] Detail")
    try host.button("Done").tap()
    host.update()
    #expect(host.contains(text: "Presented: false"))
    try host.button("Show").tap()
    host.update()
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Presented: false"))
    host.close()
  }

  @Test func viewDestinationLinksPush() throws {
    let host = ViewHost(OldLinks(), width: 40, height: 10)
    for (link, shown) in [
      ("Plain", "Plain destination"), ("Labelled", "Labelled destination"),
      ("Closure", "Closure destination"),
    ] {
      try host.button(link).tap()
      host.update()
      #expect(host.contains(text: shown))
      try host.button("‹ Back").tap()
      host.update()
      #expect(lines(host.text).first == "Links")
    }
    try host.button("Built").tap()
    host.update()
    try host.button("Done").tap()
    host.update()
    #expect(lines(host.text).first == "Links")
    host.close()
  }

  @Test func escapePopsInTheTerminalWhenNothingIsPresented() throws {
    let output = open("/dev/null", O_WRONLY)
    let session = TerminalSession(input: output, output: output, options: [])
    let host = _TerminalHost(
      core: HostCore(root: TypedPath(), width: 40, height: 10), session: session,
      colorSupport: .none)
    // Tab to the "Push" button and press it.
    host.handle([.key(KeyEvent(.tab))])
    #expect(host.core.focused?.text == "Push")
    host.handle([.key(KeyEvent(.enter))])
    #expect(host.core.text.contains("Number 1"))
    // Focus left behind on the root's button is gone.
    #expect(host.core.focused == nil)
    #expect(host.core.canNavigateBack)
    host.handle([.key(KeyEvent(.escape))])
    #expect(host.core.text.contains("Depth 0"))
    #expect(!host.core.canNavigateBack)
    // Nothing to pop: Escape does nothing.
    host.handle([.key(KeyEvent(.escape))])
    #expect(host.core.text.contains("Depth 0"))
  }

  @Test func linksInAListPushAndEscapeDismissesASheetBeforePopping() throws {
    let output = open("/dev/null", O_WRONLY)
    let session = TerminalSession(input: output, output: output, options: [])
    let host = _TerminalHost(
      core: HostCore(root: ListOfLinks(), width: 40, height: 10), session: session,
      colorSupport: .none)
    let emma = try #require(host.core.elements.first { $0.text == "Emma" && $0.kind == .button })
    try emma.tap()
    #expect(host.core.text.contains("About Emma"))
    host.handle([.key(KeyEvent(.tab)), .key(KeyEvent(.tab)), .key(KeyEvent(.enter))])
    #expect(host.core.text.contains("In the sheet"))
    host.handle([.key(KeyEvent(.escape))])
    #expect(!host.core.text.contains("In the sheet"))
    #expect(host.core.text.contains("About Emma"))
    host.handle([.key(KeyEvent(.escape))])
    #expect(host.core.text.contains("Books"))
    #expect(!host.core.text.contains("About Emma"))
  }

  @Test func aViewPushedOverAValueGoesWhenTheValueIsReplacedInPlace() throws {
    let host = ViewHost(ReplacingPath(), width: 40, height: 10)
    try host.button("Push 1").tap()
    host.update()
    try host.button("Over 1").tap()
    host.update()
    #expect(host.contains(text: "A view over 1"))
    // [1] becomes [2]: the view pushed over 1 is not shown over 2.
    try host.button("Replace").tap()
    host.update()
    #expect(host.contains(text: "Number 2"))
    #expect(!host.contains(text: "A view over"))
    // The same for a view pushed over 2 when 2 becomes 3.
    try host.button("Over 2").tap()
    host.update()
    try host.button("Replace").tap()
    host.update()
    #expect(host.contains(text: "Number 3"))
    #expect(!host.contains(text: "A view over"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Push 1"))
    host.close()
  }

  @Test func isPresentedPushesOnTopEvenFromTheRoot() throws {
    let host = ViewHost(PresentingFromTheRoot(), width: 40, height: 10)
    try host.button("Push 1").tap()
    host.update()
    // Declared in the root, set from the view pushed for 1: shown on top of it.
    try host.button("About").tap()
    host.update()
    #expect(host.contains(text: "The about view"))
    #expect(!host.contains(text: "Number 1"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "Number 1"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "About shown: false"))
    host.close()
  }

  @Test func aPresentedViewIsDismissedWhenTheValueBelowItIsReplaced() throws {
    let host = ViewHost(PresentingFromTheRoot(), width: 40, height: 10)
    try host.button("Push 1").tap()
    host.update()
    try host.button("About").tap()
    host.update()
    try host.button("Replace").tap()
    host.update()
    #expect(host.contains(text: "Number 2"))
    #expect(!host.contains(text: "The about view"))
    try host.button("‹ Back").tap()
    host.update()
    #expect(host.contains(text: "About shown: false"))
    host.close()
  }

  @Test func aPushedDestinationFollowsTheLinkThatPushedIt() throws {
    let host = ViewHost(LiveDestination(), width: 40, height: 10)
    try host.button("Detail").tap()
    host.update()
    #expect(host.contains(text: "Count 0, taps 0"))
    // The link is evaluated again with the new count: the pushed view shows it, and keeps
    // its own state.
    try host.button("Add").tap()
    host.update()
    #expect(host.contains(text: "Count 1, taps 1"))
    try host.button("Add").tap()
    host.update()
    #expect(host.contains(text: "Count 2, taps 2"))
    host.close()
  }

  @Test func aLinkOutsideAnyStackIsDisabledAndWarns() throws {
    let host = ViewHost(
      VStack {
        NavigationLink("Lost", destination: Text("Nowhere"))
        NavigationLink("Lost value", value: 1)
      }, width: 40, height: 10)
    #expect(host.text.contains("[ Lost › ]"))
    #expect(throws: ViewHostError.self) { try host.button("Lost") }
    #expect(throws: ViewHostError.self) { try host.button("Lost value") }
    // Drawn dimmed, as a disabled link.
    let core = HostCore(
      root: NavigationLink("Lost", destination: Text("Nowhere")), width: 20, height: 1)
    let x = try #require(core.text.firstIndex(of: "L")).utf16Offset(in: core.text)
    #expect(core.cellStyle(x: x, y: 0)?.dim == true)
    core.close()
    #expect(
      _RuntimeWarnings.log.all.contains {
        $0.contains("NavigationLink is outside any NavigationStack")
      })
    host.close()
  }

  @Test func navigatingBackPopsTheStackWithTheFocus() throws {
    let core = HostCore(root: SideBySide(), width: 60, height: 6)
    for link in ["Left link", "Right link"] {
      try #require(core.elements.first { $0.text == link && $0.kind == .button }).tap()
    }
    #expect(core.text.contains("In left") && core.text.contains("In right"))
    // Working in the left stack: it is the one that pops, though the right one was placed
    // last.
    try #require(core.elements.first { $0.text == "In left" }).focus()
    #expect(core.navigateBack())
    #expect(core.text.contains("Left link") && core.text.contains("In right"))
    // No focus in a stack that can pop: the last placed one pops.
    #expect(core.navigateBack())
    #expect(core.text.contains("Right link"))
    #expect(!core.canNavigateBack)
    core.close()
  }
}
