import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Toolbar items that are controls other than buttons, in the hosts that lay the toolbar's
/// rows out in the window (the terminal, headless): each is shown in its row and works as it
/// does in the content.
@MainActor
@Suite struct ToolbarControlsTests {
  @Observable final class Shelf {
    var order = "title"
    var progress = 0.25
    var isStarred = false
    var log: [String] = []
  }

  struct ShelfView: View {
    let shelf: Shelf
    var body: some View {
      @Bindable var shelf = shelf
      NavigationStack {
        Text("Books \(shelf.order)")
          .navigationTitle("Shelf")
          .toolbar {
            ToolbarItem(placement: .navigation) {
              Picker("क्रम 排序", selection: $shelf.order) {
                Text("शीर्षक").tag("title")
                Text("日付").tag("date")
              }
              .pickerStyle(.menu)
            }
            ToolbarItem(placement: .primaryAction) {
              Menu("操作") {
                Button("Export") { shelf.log.append("export") }
              }
            }
            ToolbarItem(placement: .primaryAction) {
              Toggle("Starred", isOn: $shelf.isStarred)
            }
            ToolbarItem(placement: .status) { ProgressView(value: shelf.progress) }
          }
      }
    }
  }

  private func element(_ host: ViewHost, _ kind: ViewHost.Element.Kind) throws
    -> ViewHost.Element
  {
    try #require(host.elements.first { $0.kind == kind })
  }

  @Test func eachControlIsInItsRowAndWorks() throws {
    let shelf = Shelf()
    let host = ViewHost(ShelfView(shelf: shelf), width: 70, height: 10)
    let picker = try element(host, .picker)
    let menu = try element(host, .menu)
    let toggle = try element(host, .toggle)
    let progress = try element(host, .progressView)
    // In the top row (under the title) and the bottom row, with room of their own.
    for item in [picker, menu, toggle] {
      #expect(item.frame.y == 1)
      #expect(item.frame.width > 0)
    }
    #expect(picker.toolbarPlacement == .navigation)
    #expect(progress.frame.y == 9)
    #expect(progress.frame.width > 0)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].contains("शीर्षक"))
    #expect(lines[1].contains("操作"))
    // A toggle in a toolbar is a button that stays in while on, not a checkbox.
    #expect(lines[1].contains("Starred"))
    #expect(!lines[1].contains("[ ]"))

    try picker.pick("日付")
    #expect(shelf.order == "date")
    #expect(host.text.contains("Books date"))
    try toggle.toggle()
    #expect(shelf.isStarred)
    #expect(toggle.isOn == true)
    try menu.chooseMenuItem("Export")
    #expect(shelf.log == ["export"])
    #expect(progress.fractionCompleted == 0.25)
    shelf.progress = 0.75
    host.update()
    #expect(try element(host, .progressView).fractionCompleted == 0.75)
  }
}
