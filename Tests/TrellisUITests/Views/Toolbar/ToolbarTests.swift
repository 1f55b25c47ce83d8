import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Toolbars as Apple's: each item where its placement says, the items of the view on top of
/// the navigation stack, buttons that run their actions, content that follows state.
@MainActor
@Suite struct ToolbarTests {
  @Observable final class Notes {
    var titles = ["Groceries"]
    var log: [String] = []
  }

  struct NoteList: View {
    let notes: Notes
    var body: some View {
      NavigationStack {
        List(notes.titles, id: \.self) { title in
          NavigationLink(title, value: title)
        }
        .navigationTitle("Notes")
        .navigationDestination(for: String.self) { title in
          NoteDetail(title: title, notes: notes)
        }
        .toolbar {
          ToolbarItem(placement: .navigation) { Button("Menu") { notes.log.append("menu") } }
          ToolbarItem(placement: .principal) { Text("All notes") }
          ToolbarItem(placement: .primaryAction) {
            Button("Add") { notes.titles.append("Note \(notes.titles.count + 1)") }
          }
          ToolbarItem(placement: .status) { Text("\(notes.titles.count) notes") }
        }
      }
    }
  }

  struct NoteDetail: View {
    let title: String
    let notes: Notes
    var body: some View {
      Text("Body of \(title)")
        .navigationTitle(title)
        .toolbar {
          ToolbarItemGroup(placement: .primaryAction) {
            Button("Share") { notes.log.append("share \(title)") }
            Button("Pin") { notes.log.append("pin \(title)") }
          }
        }
    }
  }

  /// The frame of the element showing `text` (a button or a text).
  private func frame(_ host: ViewHost, _ text: String) throws -> (
    x: Int, y: Int, width: Int, height: Int
  ) {
    try #require(
      host.elements.first { $0.text == text && ($0.kind == .button || $0.typeName == "Text") }
    )
    .frame
  }

  @Test func itemsGoWhereTheirPlacementSays() throws {
    let notes = Notes()
    let host = ViewHost(NoteList(notes: notes), width: 60, height: 12)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The title, then the toolbar row under it, the list, and the bottom row last.
    #expect(lines[0].contains("Notes"))
    let menu = try frame(host, "Menu")
    let principal = try frame(host, "All notes")
    let add = try frame(host, "Add")
    let status = try frame(host, "1 notes")
    #expect(menu.y == 1 && principal.y == 1 && add.y == 1)
    #expect(menu.x == 0)
    #expect(add.x + add.width == 60)
    // The principal item is centred in the row.
    #expect(abs((principal.x + principal.width / 2) - 30) <= 1)
    #expect(status.y == 11)
    #expect(try frame(host, "Groceries").y > 1)
    #expect(
      host.toolbarItems.map { $0.toolbarPlacement } == [
        .navigation, .principal, .primaryAction, .status,
      ])
    #expect(try host.toolbarButton("Add").toolbarPlacement == .primaryAction)
  }

  @Test func aToolbarButtonRunsItsActionAndTheItemsFollowState() throws {
    let notes = Notes()
    let host = ViewHost(NoteList(notes: notes), width: 60, height: 12)
    try host.toolbarButton("Add").tap()
    host.update()
    #expect(notes.titles == ["Groceries", "Note 2"])
    // The status item reads the state its toolbar was declared with.
    #expect(host.contains(text: "2 notes"))
    #expect(!host.contains(text: "1 notes"))
    try host.toolbarButton("Menu").tap()
    #expect(notes.log == ["menu"])
  }

  @Test func aPushedViewsItemsReplaceTheRootsWhilePushed() throws {
    let notes = Notes()
    let host = ViewHost(NoteList(notes: notes), width: 60, height: 12)
    try host.button("Groceries").tap()
    host.update()
    #expect(host.contains(text: "Body of Groceries"))
    #expect(host.toolbarItems.count == 1)
    #expect((try? host.toolbarButton("Add")) == nil)
    #expect(!host.contains(text: "1 notes"))
    // A group's views sit side by side at its placement.
    let share = try frame(host, "Share")
    let pin = try frame(host, "Pin")
    #expect(share.y == pin.y && share.x < pin.x)
    #expect(pin.x + pin.width == 60)
    try host.toolbarButton("Pin").tap()
    #expect(notes.log == ["pin Groceries"])
    #expect(host.goBack())
    #expect(try host.toolbarButton("Add").toolbarPlacement == .primaryAction)
    #expect((try? host.toolbarButton("Pin")) == nil)
  }

  struct Plain: View {
    @State private var count = 0
    var body: some View {
      Text("Count \(count)")
        .toolbar {
          Button("Bump") { count += 1 }
        }
    }
  }

  @Test func withoutAStackPlainViewsAreAutomaticItemsInTheWindowsToolbar() throws {
    let host = ViewHost(Plain(), width: 40, height: 6)
    let bump = try host.toolbarButton("Bump")
    #expect(bump.toolbarPlacement == .automatic)
    #expect(bump.frame.y == 0)
    #expect(bump.frame.x + bump.frame.width == 40)
    try bump.tap()
    host.update()
    #expect(host.contains(text: "Count 1"))
  }

  struct Legacy: View {
    var body: some View {
      NavigationView {
        Text("Inbox")
          .navigationBarTitle("Mail")
          .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Compose") {})
      }
    }
  }

  @Test func navigationBarItemsAreLeadingAndTrailingItems() throws {
    let host = ViewHost(Legacy(), width: 40, height: 6)
    #expect(try host.toolbarButton("Edit").toolbarPlacement == .navigationBarLeading)
    #expect(try host.toolbarButton("Compose").toolbarPlacement == .navigationBarTrailing)
    #expect(try frame(host, "Edit").x == 0)
    let compose = try frame(host, "Compose")
    #expect(compose.x + compose.width == 40)
  }

  struct Conditional: View {
    @State private var isEditing = false
    var body: some View {
      NavigationStack {
        Text(isEditing ? "Editing" : "Viewing")
          .toolbar {
            if isEditing {
              ToolbarItem(placement: .confirmationAction) { Button("Done") { isEditing = false } }
            } else {
              ToolbarItem(placement: .primaryAction) { Button("Edit") { isEditing = true } }
            }
            ToolbarItem(id: "count", placement: .bottomBar) { Text(isEditing ? "✏️ 1" : "👀") }
          }
      }
    }
  }

  @Test func conditionalToolbarContentFollowsState() throws {
    let host = ViewHost(Conditional(), width: 40, height: 6)
    try host.toolbarButton("Edit").tap()
    host.update()
    #expect(host.contains(text: "Editing"))
    #expect(try host.toolbarButton("Done").toolbarPlacement == .confirmationAction)
    #expect((try? host.toolbarButton("Edit")) == nil)
    #expect(host.contains(text: "✏️ 1"))
    try host.toolbarButton("Done").tap()
    host.update()
    #expect(host.contains(text: "Viewing"))
    #expect(host.contains(text: "👀"))
  }

  struct Hidden: View {
    @State private var hidesBars = true
    var body: some View {
      Text("Body")
        .toolbar {
          ToolbarItem(placement: .primaryAction) { Button("Top") {} }
          ToolbarItem(placement: .bottomBar) { Button("Bottom") {} }
        }
        .toolbar(hidesBars ? .hidden : .visible, for: .bottomBar)
    }
  }

  @Test func toolbarHiddenForABarRemovesThatRowOnly() throws {
    let host = ViewHost(Hidden(), width: 40, height: 6)
    #expect((try? host.toolbarButton("Top")) != nil)
    #expect((try? host.toolbarButton("Bottom")) == nil)
  }

  struct Scripts: View {
    var body: some View {
      NavigationStack {
        Text("सूची")
          .navigationTitle("क्षत्रिय 東京 👩‍👩‍👧")
          .toolbar {
            ToolbarItem(placement: .principal) { Text("東京") }
            ToolbarItem(placement: .primaryAction) { Button("क्षत्रिय") {} }
            ToolbarItem(placement: .navigation) { Button("👩‍👩‍👧") {} }
          }
      }
    }
  }

  @Test func itemsInEveryScriptAreDrawnWhole() throws {
    let host = ViewHost(Scripts(), width: 50, height: 6)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].contains("क्षत्रिय 東京 👩‍👩‍👧"))
    #expect(lines[1].contains("東京"))
    #expect(lines[1].contains("क्षत्रिय"))
    #expect(lines[1].contains("👩‍👩‍👧"))
    try host.toolbarButton("क्षत्रिय").tap()
    #expect(try frame(host, "👩‍👩‍👧").x == 0)
  }

  /// Toolbar content of the app's own, with a labelled group and an item that keeps state.
  struct EditorToolbar: CustomizableToolbarContent {
    let isBold: Bool
    let save: @MainActor @Sendable () -> Void
    var body: some CustomizableToolbarContent {
      ToolbarItem(id: "save", placement: .confirmationAction) { Button("Save", action: save) }
      ToolbarItem(id: "taps", placement: .secondaryAction) { TapCounter() }
      ToolbarItem(id: "weight", placement: .status) { Text(isBold ? "Bold" : "Regular") }
    }
  }

  struct TapCounter: View {
    @State private var taps = 0
    var body: some View { Button("Taps \(taps)") { taps += 1 } }
  }

  struct Editor: View {
    @State private var isBold = false
    @State private var saves = 0
    var body: some View {
      Text("Saved \(saves)")
        .toolbar(id: "editor") {
          EditorToolbar(isBold: isBold) { saves += 1 }
        }
        .toolbar {
          ToolbarItemGroup(placement: .bottomBar) {
            Button("Bold") { isBold.toggle() }
          } label: {
            Label("Format", systemImage: "textformat")
          }
        }
    }
  }

  @Test func contentOfTheAppsOwnKeepsItsItemsStateAcrossUpdates() throws {
    let host = ViewHost(Editor(), width: 50, height: 6)
    #expect(
      host.toolbarItems.map { $0.toolbarPlacement } == [
        .confirmationAction, .secondaryAction, .status, .bottomBar,
      ])
    try host.toolbarButton("Taps 0").tap()
    host.update()
    try host.toolbarButton("Taps 1").tap()
    host.update()
    // Another item changing rebuilds the toolbar; the counter keeps its state by its id.
    try host.toolbarButton("Bold").tap()
    host.update()
    #expect(host.contains(text: "Bold"))
    #expect((try? host.toolbarButton("Taps 2")) != nil)
    try host.toolbarButton("Save").tap()
    host.update()
    #expect(host.contains(text: "Saved 1"))
    // A confirmation item is its window's default action.
    let save = try #require(host.core.elements.first { $0.text == "Save" && $0.kind == .button })
    #expect(save.keyboardShortcut == .defaultAction)
  }

  struct Removable: View {
    @State private var showsToolbar = true
    var body: some View {
      VStack {
        Button("Toggle toolbar") { showsToolbar.toggle() }
        if showsToolbar {
          Text("With toolbar").toolbar { ToolbarItem(placement: .principal) { Text("Title") } }
        }
      }
    }
  }

  @Test func aToolbarLeavesWithItsView() throws {
    let host = ViewHost(Removable(), width: 40, height: 6)
    #expect(host.contains(text: "Title"))
    try host.button("Toggle toolbar").tap()
    host.update()
    #expect(host.toolbarItems.isEmpty)
    #expect(!host.contains(text: "Title"))
    try host.button("Toggle toolbar").tap()
    host.update()
    #expect(host.contains(text: "Title"))
  }

  struct HidingBack: View {
    @State private var path: [Int] = []
    @State private var hides = true
    var body: some View {
      NavigationStack(path: $path) {
        Button("Push") { path.append(1) }
          .navigationDestination(for: Int.self) { _ in
            VStack {
              Text("Pushed")
              Toggle("Hide back", isOn: $hides)
            }
            .navigationBarBackButtonHidden(hides)
          }
      }
    }
  }

  @Test func aHiddenBackButtonBlocksGoingBackUntilItShowsAgain() throws {
    let host = ViewHost(HidingBack(), width: 40, height: 8)
    try host.button("Push").tap()
    host.update()
    #expect(!host.showsBackButton)
    #expect((try? host.button(_NavigationEntry.backTitle)) == nil)
    #expect(!host.goBack())
    #expect(host.contains(text: "Pushed"))
    try host.toggle("Hide back").tap()
    host.update()
    #expect(host.showsBackButton)
    #expect(host.goBack())
    #expect(!host.contains(text: "Pushed"))
  }

  @Test func everyPlacementHasItsRegion() {
    let leading: [ToolbarItemPlacement] = [
      .navigation, .cancellationAction, .topBarLeading, .navigationBarLeading,
    ]
    let trailing: [ToolbarItemPlacement] = [
      .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction,
      .topBarTrailing, .navigationBarTrailing,
    ]
    let bottom: [ToolbarItemPlacement] = [.status, .bottomBar, .keyboard]
    #expect(leading.allSatisfy { $0.region == .leading })
    #expect(trailing.allSatisfy { $0.region == .trailing })
    #expect(bottom.allSatisfy { $0.region == .bottom })
    #expect(ToolbarItemPlacement.principal.region == .principal)
  }
}
