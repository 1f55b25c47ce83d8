import Foundation
import Testing

/// gallery-gtk's commands as a screen reader and a keyboard reach them: the menu bar's menus
/// and their items read through AT-SPI, the Photo menu's shortcut acting on the open photo
/// (through `@FocusedObject`), an item chosen from the opened menu, and Quit ending the app.
@Suite(.serialized) struct CommandsEndToEndTests {
  @Test func theMenuBarReadsAsMenusOfItemsAndItsItemsAct() throws {
    let app = try GTKAppSession(product: "gallery-gtk", test: "commands", accessibility: true)
    defer { app.stop() }
    let bar = try app.waitForAccessibleTree("the menu bar's menus") {
      $0.root.node(role: "menu item", name: "Photo") != nil
    }
    let window = try #require(bar.windows.first, "\(bar)")
    let menus = window.nodes(role: "menu item").map(\.name)
    #expect(menus == ["gallery-gtk", "File", "Edit", "Photo", "Window", "Help"], "\(window)")

    // F10 opens the first menu, Right the next ones: their items are read as menu items.
    try app.key("F10")
    try app.waitForAccessibleTree("the app menu's About and Quit") {
      $0.root.node(role: "menu item", name: "About gallery-gtk") != nil
        && $0.root.node(role: "menu item", name: "Quit gallery-gtk") != nil
    }
    app.screenshot("app-menu")
    try app.key("Right")
    try app.waitForAccessibleTree("File's items") {
      $0.root.node(role: "menu item", name: "New Window") != nil
        && $0.root.node(role: "menu item", name: "Close") != nil
    }
    try app.key("Right")
    let edit = try app.waitForAccessibleTree("Edit's items") {
      $0.root.node(role: "menu item", name: "Undo") != nil
    }
    // Nothing to undo yet: Undo is there, not sensitive; Copy is.
    let undo = try #require(edit.root.node(role: "menu item", name: "Undo"))
    #expect(!undo.has("sensitive"), "\(undo)")
    #expect(edit.root.node(role: "menu item", name: "Copy")?.has("sensitive") == true)
    try app.key("Right")
    let photo = try app.waitForAccessibleTree("the Photo menu's item") {
      $0.root.node(role: "menu item", name: "Fill Photo") != nil
    }
    // No photo is open: the item is there, not sensitive (disabled).
    let fill = try #require(photo.root.node(role: "menu item", name: "Fill Photo"))
    #expect(!fill.has("sensitive"), "\(fill)")
    try app.key("Escape", "Escape", "Escape")

    // Open a photo; Ctrl+L (the item's shortcut) fills it: the picture takes the window's
    // width rather than its own proportion of the height.
    let fuji = try app.widget(.button, "富士山")
    try app.step("open", "the detail of 富士山") {
      try app.click(fuji)
    } until: {
      $0.main.widget(.label, "Two peaks and a white sun.") != nil
        && ($0.main.widgets(.picture).first?.width ?? 0) < 600
    }
    try app.step("fill", "the photo filled by Ctrl+L") {
      try app.key("ctrl+l")
    } until: {
      ($0.main.widgets(.picture).first?.width ?? 0) > 700
    }
    // The menu's item now reads Fit Photo; choosing it with Return fits the photo again.
    // Each key once the menu it opens is shown (a popover opens after its key's frame).
    try app.key("F10")
    try app.waitForAccessibleTree("the app menu again") {
      $0.root.node(role: "menu item", name: "Quit gallery-gtk") != nil
    }
    try app.key("Right")
    try app.waitForAccessibleTree("File again") {
      $0.root.node(role: "menu item", name: "New Window") != nil
    }
    try app.key("Right")
    try app.waitForAccessibleTree("Edit again") {
      $0.root.node(role: "menu item", name: "Undo") != nil
    }
    try app.key("Right")
    try app.waitForAccessibleTree("the sensitive Fit Photo item") {
      $0.root.node(role: "menu item", name: "Fit Photo")?.has("sensitive") == true
    }
    try app.step("fit", "the photo fitted from the menu") {
      try app.key("Return")
    } until: {
      ($0.main.widgets(.picture).first?.width ?? 0) < 600
    }

    // Quit closes every window, and the app ends. (Typed as a person does, into the focused
    // window: sent to the window's id, the key's release can find the window gone and
    // xdotool fail, as it did once under load.)
    try app.keyInFocusedWindow("ctrl+q")
    #expect(app.app.wait(seconds: 10) != nil, "Ctrl+Q did not end the app:\n\(app.appOutput())")
  }
}
