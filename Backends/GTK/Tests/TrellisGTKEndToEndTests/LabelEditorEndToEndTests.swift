import Testing

/// The seed's label editor (`label-editor-gtk`) driven as a person would: real clicks and
/// keystrokes on an Xvfb display, checked through the widget tree the host writes.
@Suite(.serialized) struct LabelEditorEndToEndTests {
  @Test func theSeedsFiveSteps() throws {
    let app = try GTKAppSession(product: "label-editor-gtk", test: "label-editor")
    defer { app.stop() }

    // 1. Two rows, Amber (enabled) and Cobalt (disabled): an entry, a label and a check each.
    var tree = app.tree
    #expect(tree.main.texts(.entry) == ["Amber", "Cobalt"], "\(tree)")
    #expect(labelBeside(entry: 0, in: tree) == "Amber", "\(tree)")
    #expect(labelBeside(entry: 1, in: tree) == "Cobalt", "\(tree)")
    #expect(tree.main.widgets(.check).map(\.isActive) == [true, false], "\(tree)")
    #expect(tree.main.label(startingWith: "Rows:")?.text == "Rows: 2", "\(tree)")

    // 2. "Change first label": Copper, and the first check flips off.
    let change = try app.widget(.button, "Change first label")
    tree = try app.step("change-first-label", "Copper with its check off") {
      try app.click(change)
    } until: {
      $0.main.texts(.entry) == ["Copper", "Cobalt"] && labelBeside(entry: 0, in: $0) == "Copper"
        && $0.main.widgets(.check).map(\.isActive) == [false, false]
    }
    #expect(tree.main.label(startingWith: "Rows:")?.text == "Rows: 2", "\(tree)")

    // 3. Select all in the first entry and type Slate: the label beside it follows.
    let first = try #require(tree.main.widgets(.entry).first)
    try app.step("click-first-entry", "the first entry focused") {
      try app.click(first)
    } until: {
      $0.main.widgets(.entry).first?.isFocused == true
    }
    tree = try app.step("type-slate", "Slate in the first entry and its label") {
      try app.key("ctrl+a")
      try app.type("Slate")
    } until: {
      $0.main.widgets(.entry).first?.text == "Slate" && labelBeside(entry: 0, in: $0) == "Slate"
    }
    #expect(tree.main.texts(.entry) == ["Slate", "Cobalt"], "\(tree)")

    // 4. "Add label": a third row, New label.
    let add = try app.widget(.button, "Add label")
    tree = try app.step("add-label", "a third row, New label, and Rows: 3") {
      try app.click(add)
    } until: {
      $0.main.texts(.entry) == ["Slate", "Cobalt", "New label"]
        && $0.main.label(startingWith: "Rows:")?.text == "Rows: 3"
    }
    #expect(labelBeside(entry: 2, in: tree) == "New label", "\(tree)")

    // 5. "Remove last" until no row is left: only "Add label" stays sensitive, and it works.
    for remaining in [2, 1, 0] {
      let remove = try app.widget(.button, "Remove last")
      tree = try app.step("remove-last-to-\(remaining)", "Rows: \(remaining)") {
        try app.click(remove)
      } until: {
        $0.main.label(startingWith: "Rows:")?.text == "Rows: \(remaining)"
          && $0.main.widgets(.entry).count == remaining
      }
    }
    #expect(tree.main.widget(.button, "Remove last")?.isSensitive == false, "\(tree)")
    #expect(tree.main.widget(.button, "Change first label")?.isSensitive == false, "\(tree)")
    #expect(tree.main.widget(.button, "Add label")?.isSensitive == true, "\(tree)")
    let addAgain = try app.widget(.button, "Add label")
    tree = try app.step("add-after-empty", "a row again after the list was emptied") {
      try app.click(addAgain)
    } until: {
      $0.main.label(startingWith: "Rows:")?.text == "Rows: 1"
        && $0.main.texts(.entry) == ["New label"]
    }
    #expect(tree.main.widget(.button, "Remove last")?.isSensitive == true, "\(tree)")
    #expect(tree.main.widget(.button, "Change first label")?.isSensitive == true, "\(tree)")
  }
}

/// The text of the label that follows the `index`th entry in reading order: the row's label.
private func labelBeside(entry index: Int, in tree: WidgetTree) -> String? {
  let widgets = tree.main.widgets
  let entries = widgets.indices.filter { widgets[$0].kind == .entry }
  guard index < entries.count else { return nil }
  return widgets[(entries[index] + 1)...].first { $0.kind == .label }?.text
}
