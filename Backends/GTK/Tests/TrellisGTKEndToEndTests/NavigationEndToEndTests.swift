import Foundation
import Testing

/// navigation-gtk's header bar driven from outside: the navigation title is the window's,
/// and Alt+Left and Escape go back from a pushed view (a screenshot after each step).
@Suite(.serialized) struct NavigationEndToEndTests {
  @Test func altLeftAndEscapeGoBack() throws {
    let app = try GTKAppSession(product: "navigation-gtk", test: "navigation")
    defer { app.stop() }
    #expect(app.tree.main.title == "Library", "\(app.tree)")
    #expect(app.tree.main.contentY > 0, "the content starts below the header bar")
    app.screenshot("library")
    try app.step("push", "the poetry shelf pushed") {
      try app.click(try app.widget(.button, "Poetry"))
    } until: {
      $0.main.title == "Poetry" && $0.main.widget(.label, "Poems") != nil
    }
    var tree = try app.step("alt-left", "back at the library") {
      try app.key("alt+Left")
    } until: {
      $0.main.title == "Library"
    }
    #expect(tree.main.widget(.label, "Shelves") != nil, "\(tree)")
    try app.step("push-again", "the poetry shelf pushed again") {
      try app.click(try app.widget(.button, "Poetry"))
    } until: {
      $0.main.title == "Poetry"
    }
    tree = try app.step("escape", "back at the library again") {
      try app.key("Escape")
    } until: {
      $0.main.title == "Library"
    }
    #expect(tree.main.widget(.button, "Poetry") != nil, "\(tree)")
  }

  // In the pushed view, Tab goes to its field (the stack's own back button, which the header
  // bar's stands for, is no stop); Escape while typing keeps the view and the text, as on
  // Apple's platforms; Alt+Left still goes back.
  @Test func tabSkipsTheHiddenBackButtonAndEscapeKeepsTheTypedText() throws {
    let app = try GTKAppSession(product: "navigation-gtk", test: "navigation-field")
    defer { app.stop() }
    try app.step("push", "the poetry shelf pushed") {
      try app.click(try app.widget(.button, "Poetry"))
    } until: {
      $0.main.title == "Poetry" && $0.main.widgets(.entry).count == 1
    }
    try app.step("tab", "the note field focused") {
      try app.key("Tab")
    } until: {
      $0.main.widgets(.entry).first?.isFocused == true
    }
    try app.step("type", "the note typed") {
      try app.type("Odes")
    } until: {
      $0.main.widgets(.entry).first?.text == "Odes"
    }
    // Tab again: round the pushed view's only control, never to a control without a widget.
    try app.step("tab-again", "the note field still focused") {
      try app.key("Tab")
    } until: {
      $0.main.widgets(.entry).first?.isFocused == true
    }
    try app.key("Escape")
    // Escape is a key GTK delivers at once; the next frame (a typed letter) shows its effect.
    let tree = try app.step("escape", "still on the shelf, the note kept and focused") {
      try app.type("!")
    } until: {
      $0.main.widgets(.entry).first?.text == "Odes!"
    }
    #expect(tree.main.title == "Poetry", "\(tree)")
    #expect(tree.main.widgets(.entry).first?.isFocused == true, "\(tree)")
    try app.step("alt-left", "back at the library") {
      try app.key("alt+Left")
    } until: {
      $0.main.title == "Library" && $0.main.widget(.label, "Shelves") != nil
    }
  }
}
