import Testing

/// The label editor (`label-editor-gtk`) through the keyboard and the checks: Backspace in an
/// entry, Tab out of it to the row's check, Space and a click on the check, a row added.
@Suite(.serialized) struct LabelEditorKeyboardEndToEndTests {
  @Test func backspaceTabSpaceAndAClickOnACheck() throws {
    let app = try GTKAppSession(product: "label-editor-gtk", test: "label-editor-keys")
    defer { app.stop() }

    // Backspace at the end of Cobalt's entry: the row's label follows.
    let cobalt = try app.widget(.entry, "Cobalt")
    try app.step("click-cobalt", "Cobalt's entry focused") {
      try app.click(cobalt)
    } until: {
      $0.main.widget(.entry, "Cobalt")?.isFocused == true
    }
    var tree = try app.step("backspace", "Cobal in the entry and beside it") {
      try app.key("End")
      try app.key("BackSpace")
    } until: {
      $0.main.texts(.entry) == ["Amber", "Cobal"] && $0.main.widget(.label, "Cobal") != nil
    }

    // Tab moves the focus on from the entry to a later widget.
    tree = try app.step("tab", "the focus past Cobal's entry") {
      try app.key("Tab")
    } until: { tree in
      let widgets = tree.main.widgets
      guard let entry = widgets.firstIndex(where: { $0.kind == .entry && $0.text == "Cobal" }),
        let focused = widgets.firstIndex(where: \.isFocused)
      else { return false }
      return focused > entry
    }
    let focused = tree.main.widgets.first(where: \.isFocused)
    #expect(
      focused?.kind == .check, "Tab from a row's entry went to \(String(describing: focused))")

    // Space toggles the focused check on; a click turns it off again.
    let check = try #require(tree.main.widgets(.check).last, "no check:\n\(tree)")
    #expect(check.isActive == false)
    try app.step("space-on-check", "Cobalt's check on from Space") {
      try app.key("space")
    } until: {
      $0.main.widgets(.check).map(\.isActive) == [true, true]
    }
    try app.step("click-check", "Cobalt's check off from a click") {
      try app.click(check)
    } until: {
      $0.main.widgets(.check).map(\.isActive) == [true, false]
    }

    // A row added below keeps the rows above as they were.
    let add = try app.widget(.button, "Add label")
    tree = try app.step("add", "a third row") {
      try app.click(add)
    } until: {
      $0.main.label(startingWith: "Rows:")?.text == "Rows: 3"
    }
    #expect(tree.main.texts(.entry) == ["Amber", "Cobal", "New label"], "\(tree)")
    #expect(tree.main.widgets(.check).map(\.isActive) == [true, false, true], "\(tree)")
  }
}
