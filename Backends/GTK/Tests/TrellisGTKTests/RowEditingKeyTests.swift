import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A shopping list whose rows can be deleted and moved, each with a button and a field for
/// its quantity, the model held outside the views.
@MainActor private final class Shopping: ObservableObject {
  @Published var items = ["Milk", "चाय पत्ती", "豆腐", "Bread 🥖"]
  @Published var quantity = "2"
}

private struct ShoppingList: View {
  @ObservedObject var shopping: Shopping
  var body: some View {
    List {
      Section("Today") {
        ForEach(shopping.items, id: \.self) { item in
          HStack {
            Text(item)
            Button("Buy \(item)") {}
            if item == "Milk" { TextField("Quantity", text: $shopping.quantity) }
          }
        }
        .onDelete { shopping.items.remove(atOffsets: $0) }
        .onMove { shopping.items.move(fromOffsets: $0, toOffset: $1) }
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct RowEditingKeyTests {
  private func focus(_ host: GtkHost, _ text: String) throws {
    try #require(host.core.elements.first { $0.text == text }).focus()
    GtkTestSupport.settle(host)
  }

  /// The item titles the window's labels show, top to bottom.
  private func shown(_ host: GtkHost) -> [String] {
    let titles: Set = ["Milk", "चाय पत्ती", "豆腐", "Bread 🥖"]
    return host.widgets(.label)
      .filter { titles.contains(labelText($0)) }
      .sorted { $0.treeFrame.y < $1.treeFrame.y }
      .map(labelText)
  }

  // Delete on a row's button removes the row through onDelete, and the window stops
  // showing it; Backspace does the same.
  @Test func deleteAndBackspaceDeleteTheFocusedRow() throws {
    let shopping = Shopping()
    let host = GtkTestSupport.host(ShoppingList(shopping: shopping))
    defer { host.close() }
    try focus(host, "Buy 豆腐")
    press(host, GDK_KEY_Delete)
    #expect(shopping.items == ["Milk", "चाय पत्ती", "Bread 🥖"])
    #expect(shown(host) == ["Milk", "चाय पत्ती", "Bread 🥖"])
    try focus(host, "Buy चाय पत्ती")
    press(host, GDK_KEY_BackSpace)
    #expect(shopping.items == ["Milk", "Bread 🥖"])
  }

  // In the row's field, Delete and Backspace edit the text and leave the row alone.
  @Test func aFieldKeepsItsDeleteKeys() throws {
    let shopping = Shopping()
    let host = GtkTestSupport.host(ShoppingList(shopping: shopping))
    defer { host.close() }
    try #require(host.core.elements.first { $0.kind == .textField }).focus()
    GtkTestSupport.settle(host)
    press(host, GDK_KEY_BackSpace)
    press(host, GDK_KEY_Delete)
    #expect(shopping.items.count == 4)
  }

  // Alt-Down and Alt-Up move the focused row through onMove and focus stays on its button;
  // at the top, Alt-Up leaves it where it is.
  @Test func altArrowsMoveTheFocusedRow() throws {
    let shopping = Shopping()
    // Tall enough for the section's header and its four rows in their box.
    let host = GtkTestSupport.host(ShoppingList(shopping: shopping), height: 400)
    defer { host.close() }
    try focus(host, "Buy Milk")
    press(host, GDK_KEY_Down, GDK_ALT_MASK)
    #expect(shopping.items == ["चाय पत्ती", "Milk", "豆腐", "Bread 🥖"])
    #expect(shown(host) == ["चाय पत्ती", "Milk", "豆腐", "Bread 🥖"])
    // The moved rows stay in the section's box, under its header.
    let box = try #require(host.rowBoxes().first)
    let header = try #require(host.widgets(.label).first { labelText($0) == "Today" })
    #expect(header.treeFrame.y + header.treeFrame.height < box.y)
    for label in host.widgets(.label) where shopping.items.contains(labelText(label)) {
      #expect(isInside(label, box, inset: 12), "\(labelText(label))")
    }
    #expect(host.core.focused?.text == "Buy Milk")
    press(host, GDK_KEY_Up, GDK_ALT_MASK)
    press(host, GDK_KEY_Up, GDK_ALT_MASK)
    #expect(shopping.items == ["Milk", "चाय पत्ती", "豆腐", "Bread 🥖"])
  }

  // Without Alt, Down scrolls as before and moves no row.
  @Test func plainArrowsMoveNoRow() throws {
    let shopping = Shopping()
    let host = GtkTestSupport.host(ShoppingList(shopping: shopping))
    defer { host.close() }
    try focus(host, "Buy Milk")
    press(host, GDK_KEY_Down)
    #expect(shopping.items == ["Milk", "चाय पत्ती", "豆腐", "Bread 🥖"])
  }
}
