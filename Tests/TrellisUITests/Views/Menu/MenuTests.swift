import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A document's actions as people write them: inline closures, a submenu, a divider, a
/// section, a toggle, a picker, a disabled item and a destructive one, and a label that
/// shows what the actions did.
private struct DocumentMenu: View {
  @State var log: [String] = []
  @State var isPinned = false
  @State var format = "PNG"
  @State var count = 0

  var body: some View {
    VStack(alignment: .leading) {
      Menu("Actions \(count)") {
        Button("Duplicate") {
          count += 1
          log.append("duplicate")
        }
        Button("क्षत्रिय") { log.append("devanagari") }
        Menu("Export") {
          Button("漢字") { log.append("cjk") }
          Button("👩🏽‍💻 Link") { log.append("emoji") }
        }
        Divider()
        Section("Options") {
          Toggle("Pinned", isOn: $isPinned)
          Picker("Format", selection: $format) {
            Text("PNG").tag("PNG")
            Text("PDF").tag("PDF")
          }
        }
        Button("Archive") { log.append("archive") }
          .disabled(true)
        Button("Delete", role: .destructive) { log.append("delete") }
      }
      Text("Log \(log.joined(separator: ","))")
      Text("Pinned \(isPinned) \(format)")
    }
  }
}

@MainActor
@Suite struct MenuTests {
  private typealias Item = ViewHost.Element.MenuItem

  @Test func listsItsItemsWithKindsRolesAndNesting() throws {
    let host = ViewHost(DocumentMenu())
    let menu = try host.menu("Actions 0")
    #expect(menu.kind == .menu)
    let items = try #require(menu.menuItems)
    #expect(
      items.map(\.description) == [
        "Duplicate", "क्षत्रिय", "Export", "—", "Options", "Pinned", "—", "Format", "PNG", "PDF",
        "—", "Archive", "Delete",
      ])
    #expect(items[2].kind == .submenu)
    #expect(items[2].items.map(\.title) == ["漢字", "👩🏽‍💻 Link"])
    #expect(items[4].kind == .header)
    #expect(items[5].kind == .toggle(isOn: false))
    #expect(items[8].kind == .toggle(isOn: true))
    #expect(items[9].kind == .toggle(isOn: false))
    #expect(items[11].isEnabled == false)
    #expect(items[12].role == .destructive)
    #expect(items[0].role == nil)
    // The menu reads as its label, not as its items.
    #expect(menu.text == "Actions 0")
  }

  @Test func choosingAnItemRunsItsActionClosesTheMenuAndUpdatesTheLabel() throws {
    let host = ViewHost(DocumentMenu())
    let menu = try host.menu("Actions 0")
    try menu.openMenu()
    #expect(menu.isMenuOpen)
    #expect(menu.menuHighlight == [0])
    try menu.chooseMenuItem("Duplicate")
    #expect(!menu.isMenuOpen)
    #expect(host.contains(text: "Log duplicate"))
    // The label shows what the action changed; the same menu is still there.
    let again = try host.menu("Actions 1")
    try again.chooseMenuItem("Duplicate")
    #expect(try host.menu("Actions 2").kind == .menu)
    #expect(host.contains(text: "Log duplicate,duplicate"))
  }

  @Test func chooseInSubmenusInEveryScript() throws {
    let host = ViewHost(DocumentMenu())
    let menu = try host.menu("Actions 0")
    try menu.chooseMenuItem("Export", "漢字")
    try menu.chooseMenuItem("Export", "👩🏽‍💻 Link")
    try menu.chooseMenuItem("क्षत्रिय")
    #expect(host.contains(text: "Log cjk,emoji,devanagari"))
  }

  @Test func choosingASubmenuOpensItsList() throws {
    let host = ViewHost(DocumentMenu())
    let menu = try host.menu("Actions 0")
    try menu.openMenu()
    try menu.chooseMenuItem(at: [2])
    #expect(menu.menuHighlight == [2, 0])
    try menu.chooseMenuItem(at: [2, 1])
    #expect(!menu.isMenuOpen)
    #expect(host.contains(text: "Log emoji"))
  }

  @Test func disabledItemsHeadersAndSeparatorsCannotBeChosen() throws {
    let host = ViewHost(DocumentMenu())
    let menu = try host.menu("Actions 0")
    #expect(throws: ViewHostError.self) { try menu.chooseMenuItem("Archive") }
    #expect(throws: ViewHostError.self) { try menu.chooseMenuItem(at: [3]) }
    #expect(throws: ViewHostError.self) { try menu.chooseMenuItem(at: [4]) }
    #expect(throws: ViewHostError.self) { try menu.chooseMenuItem("Nothing") }
    #expect(host.contains(text: "Log "))
  }

  @Test func togglesAndPickersInsideSetTheirBindings() throws {
    let host = ViewHost(DocumentMenu())
    let menu = try host.menu("Actions 0")
    try menu.chooseMenuItem("Pinned")
    try menu.chooseMenuItem("PDF")
    #expect(host.contains(text: "Pinned true PDF"))
    let items = try #require(try host.menu("Actions 0").menuItems)
    #expect(items[5].kind == .toggle(isOn: true))
    #expect(items[8].kind == .toggle(isOn: false))
    #expect(items[9].kind == .toggle(isOn: true))
  }

  @Test func destructiveChoiceRuns() throws {
    let host = ViewHost(DocumentMenu())
    try host.menu("Actions 0").chooseMenuItem("Delete")
    #expect(host.contains(text: "Log delete"))
  }

  @Test func aDisabledMenuDoesNotOpen() throws {
    let host = ViewHost(
      Menu("Off") { Button("Never") {} }
        .disabled(true))
    let menu = try host.menu("Off")
    #expect(throws: ViewHostError.self) { try menu.openMenu() }
    #expect(!menu.isMenuOpen)
  }

  private struct PrimaryMenu: View {
    @State var log: [String] = []
    var body: some View {
      VStack {
        Menu {
          Button("Other") { log.append("other") }
        } label: {
          Label("Add", systemImage: "plus")
        } primaryAction: {
          log.append("primary")
        }
        Text("Log \(log.joined(separator: ","))")
      }
    }
  }

  @Test func aPrimaryActionRunsOnPressAndTheListStillOpens() throws {
    let host = ViewHost(PrimaryMenu())
    let menu = try #require(host.elements.first { $0.kind == .menu })
    try menu.tap()
    #expect(!menu.isMenuOpen)
    #expect(host.contains(text: "Log primary"))
    try menu.openMenu()
    #expect(menu.isMenuOpen)
    try menu.chooseMenuItem("Other")
    #expect(host.contains(text: "Log primary,other"))
  }

  @Test func pressingAMenuWithoutPrimaryActionOpensAndClosesIt() throws {
    let host = ViewHost(DocumentMenu())
    let menu = try host.menu("Actions 0")
    try menu.tap()
    #expect(menu.isMenuOpen)
    #expect(host.openMenu?.text == "Actions 0")
    try menu.tap()
    #expect(!menu.isMenuOpen)
    #expect(host.openMenu == nil)
  }

  private struct Rows: View {
    @State var rows = ["क्षि", "漢字", "👩🏽‍💻"]
    @State var renamed = 0
    var body: some View {
      List {
        ForEach(rows, id: \.self) { row in
          HStack {
            Text(row)
            Menu("More \(row)") {
              Button("Rename") { renamed += 1 }
              Button("Remove", role: .destructive) { rows.removeAll { $0 == row } }
            }
          }
        }
      }
    }
  }

  @Test func aMenuInsideAListRowActsOnItsRow() throws {
    let host = ViewHost(Rows())
    try host.menu("More 漢字").chooseMenuItem("Remove")
    #expect(!host.contains(text: "漢字"))
    #expect(host.contains(text: "क्षि"))
    try host.menu("More 👩🏽‍💻").chooseMenuItem("Remove")
    #expect(!host.contains(text: "👩🏽‍💻"))
  }

  @Test func stateInsideTheLabelIsKeptAcrossOpeningAndChoosing() throws {
    struct Counter: View {
      @State var taps = 0
      var body: some View {
        Menu {
          Button("Bump") { taps += 1 }
        } label: {
          Text("Taps \(taps)")
        }
      }
    }
    let host = ViewHost(Counter())
    try host.menu("Taps 0").chooseMenuItem("Bump")
    try host.menu("Taps 1").openMenu()
    try #require(host.openMenu).closeMenu()
    try host.menu("Taps 1").chooseMenuItem("Bump")
    #expect(try host.menu("Taps 2").kind == .menu)
  }

  @Test func controlGroupLaysItsButtonsInARow() throws {
    struct Zoom: View {
      @State var zoom = 0
      var body: some View {
        VStack(alignment: .leading) {
          ControlGroup {
            Button("−") { zoom -= 1 }
            Button("+") { zoom += 1 }
          }
          Text("Zoom \(zoom)")
        }
      }
    }
    let host = ViewHost(Zoom())
    let minus = try host.button("−")
    let plus = try host.button("+")
    #expect(minus.frame.y == plus.frame.y)
    #expect(plus.frame.x > minus.frame.x)
    try plus.tap()
    try plus.tap()
    try minus.tap()
    #expect(host.contains(text: "Zoom 1"))
  }

  @Test func aLabelledControlGroupWithTheMenuStyleIsAMenu() throws {
    struct Sizes: View {
      @State var size = 0
      var body: some View {
        VStack {
          ControlGroup("Size") {
            Button("Smaller") { size -= 1 }
            Button("Larger") { size += 1 }
          }
          .controlGroupStyle(.menu)
          Text("Size \(size)")
        }
      }
    }
    let host = ViewHost(Sizes())
    let menu = try host.menu("Size")
    #expect(menu.menuItems?.map(\.title) == ["Smaller", "Larger"])
    try menu.chooseMenuItem("Larger")
    #expect(host.contains(text: "Size 1"))
  }

  /// A style of the app's own: the menu with a caption under it.
  private struct CaptionedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        Menu(configuration)
        Text("styled")
      }
    }
  }

  @Test func aStyleOfTheAppsOwnDrawsItsBodyAroundTheMenu() throws {
    struct Styled: View {
      @State var count = 0
      var body: some View {
        VStack(alignment: .leading) {
          Menu("Count \(count)") {
            Button("More") { count += 1 }
          } primaryAction: {
            count += 10
          }
          Menu("Inner") { Button("Reset") { count = 0 } }
            .menuStyle(.borderlessButton)
        }
        .menuStyle(CaptionedMenuStyle())
      }
    }
    let host = ViewHost(Styled())
    // The style's body is drawn around the first menu; the innermost style wins for the
    // second, which is drawn as the built-in borderless style.
    #expect(host.all(text: "styled").count == 1)
    let menu = try host.menu("Count 0")
    #expect(menu.menuItems?.map(\.title) == ["More"])
    try menu.chooseMenuItem("More")
    try host.menu("Count 1").tap()
    #expect(try host.menu("Count 11").kind == .menu)
    try host.menu("Inner").chooseMenuItem("Reset")
    #expect(try host.menu("Count 0").kind == .menu)
    #expect(host.text.contains("Inner ▾"))
  }
}
