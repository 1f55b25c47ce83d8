import Testing

/// The tests' reading of the widget tree file, on hand-written files: what the GTK host writes
/// must parse to what the end-to-end tests look for.
@Suite struct WidgetTreeReaderTests {
  let labelEditor =
    [
      "window\tLabel Editor\t560\t320\t0",
      "button\t16\t16\t170\t34\t1\t0\t-\tChange first label",
      "button\t194\t16\t90\t34\t1\t0\t-\tAdd label",
      "button\t292\t16\t110\t34\t0\t0\t-\tRemove last",
      "label\t16\t62\t64\t34\t1\t0\t-\tRows: 2",
      "list\t16\t108\t528\t200\t1\t0\t-\t",
      "entry\t24\t112\t160\t34\t1\t1\t-\tAmber",
      "label\t192\t112\t100\t34\t1\t0\t-\tAmber",
      "check\t300\t112\t90\t34\t1\t0\t1\tEnabled",
      "check\t300\t154\t90\t34\t1\t0\t0\tEnabled",
      "frame\t7",
    ].joined(separator: "\n") + "\n"

  @Test func readsTheMainWindowAndItsWidgetsInOrder() throws {
    let tree = try WidgetTree(parsing: labelEditor)
    #expect(tree.frame == 7)
    #expect(tree.windows.count == 1)
    #expect(tree.main.title == "Label Editor")
    #expect(tree.main.width == 560 && tree.main.height == 320 && !tree.main.isModal)
    #expect(
      tree.main.widgets.map(\.kind) == [
        .button, .button, .button, .label, .list, .entry, .label, .check, .check,
      ])
    #expect(tree.main.texts(.button) == ["Change first label", "Add label", "Remove last"])
    #expect(tree.main.widget(.button, "Remove last")?.isSensitive == false)
    #expect(tree.main.widget(.entry, "Amber")?.isFocused == true)
    #expect(tree.main.widgets(.check).map(\.isActive) == [true, false])
    #expect(tree.main.label(startingWith: "Rows:")?.text == "Rows: 2")
    #expect(tree.main.widgets(.label).first?.isActive == nil)
  }

  @Test func aWidgetsCentreIsWhereAClickLands() throws {
    let tree = try WidgetTree(parsing: labelEditor)
    let add = try #require(tree.main.widget(.button, "Add label"))
    #expect(add.centre.x == 239 && add.centre.y == 33)
  }

  @Test func modalWindowsFollowTheMainOneWithTheirOwnWidgets() throws {
    let text = [
      "window\tGallery\t800\t600\t0",
      "scale\t10\t10\t300\t30\t1\t0\t0.5\t",
      "spin\t10\t50\t120\t34\t1\t0\t3\t",
      "switch\t10\t90\t60\t30\t1\t0\t1\tWi-Fi",
      "window\tDelete?\t300\t120\t1",
      "label\t10\t10\t200\t20\t1\t0\t-\tThis cannot be undone.",
      "password\t10\t40\t200\t34\t1\t1\t-\t6",
      "button\t10\t80\t80\t34\t1\t0\t-\tDelete",
      "frame\t12",
    ].joined(separator: "\n")
    let tree = try WidgetTree(parsing: text)
    #expect(tree.windows.map(\.title) == ["Gallery", "Delete?"])
    #expect(tree.modals.map(\.title) == ["Delete?"])
    #expect(tree.main.widgets(.scale).first?.value == 0.5)
    #expect(tree.main.widgets(.spin).first?.value == 3)
    #expect(tree.main.widgets(.switch).first?.isActive == true)
    #expect(tree.windows[1].widgets.map(\.kind) == [.label, .password, .button])
    #expect(tree.windows[1].widgets(.password).first?.text == "6")
  }

  @Test func escapedTabsNewlinesAndBackslashesAreRestored() throws {
    let text = "window\tA\\tB\t10\t10\t0\nlabel\t0\t0\t1\t1\t1\t0\t-\tone\\ntwo\\\\three\nframe\t1"
    let tree = try WidgetTree(parsing: text)
    #expect(tree.main.title == "A\tB")
    #expect(tree.main.widgets.first?.text == "one\ntwo\\three")
  }

  /// Every control the host writes is read: an unknown kind fails the whole frame, and the
  /// app then seems never to show one.
  @Test func pickersAndProgressIndicatorsAreRead() throws {
    let text =
      [
        "window\tFlavours\t400\t300\t0",
        "dropdown\t16\t16\t200\t34\t1\t0\t1\tFlavour",
        "segmented\t16\t58\t200\t34\t1\t0\t0\tSize",
        "radios\t16\t100\t200\t80\t1\t0\t-1\tTopping",
        "progressbar\t16\t190\t200\t8\t1\t0\t0.25\tUpload",
        "spinner\t16\t210\t16\t16\t1\t0\t-\tLoading",
        "levelbar\t16\t230\t200\t8\t1\t0\t0.6\tStorage",
        "ring\t16\t250\t20\t20\t1\t0\t0.5\tBattery",
        "frame\t3",
      ].joined(separator: "\n") + "\n"
    let tree = try WidgetTree(parsing: text)
    let kinds: [WidgetTree.Widget.Kind] = [
      .dropDown, .segmented, .radioGroup, .progressBar, .spinner, .levelBar, .ring,
    ]
    #expect(tree.main.widgets.map(\.kind) == kinds)
    #expect(tree.main.widget(.dropDown, "Flavour")?.state == "1")
    #expect(tree.main.widget(.radioGroup, "Topping")?.state == "-1")
  }

  @Test func fractionalCoordinatesAreAccepted() throws {
    let text = "window\tT\t100.5\t80\t0\nbutton\t1.5\t2.25\t30\t20\t1\t0\t-\tGo\nframe\t3\n"
    let tree = try WidgetTree(parsing: text)
    let go = try #require(tree.main.widget(.button, "Go"))
    #expect(go.centre.x == 16 && go.centre.y == 12)
  }

  @Test(arguments: [
    ("window\tT\t10\t10\t0\nlabel\t0\t0\t1\t1\t1\t0\t-\thi\n", 3, "no frame line"),
    ("window\tT\t10\t10\t0\nframe\t1\nlabel\t0\t0\t1\t1\t1\t0\t-\thi", 3, "after the frame"),
    ("window\tT\t10\t10\t0\nbutton\t0\t0\t1\t1\t1\t0\t-\nframe\t1", 2, "9 fields"),
    ("window\tT\t10\t10\t0\nslider\t0\t0\t1\t1\t1\t0\t-\tx\nframe\t1", 2, "unknown kind"),
    ("label\t0\t0\t1\t1\t1\t0\t-\thi\nframe\t1", 1, "before any window"),
    ("window\tT\t10\t10\t2\nframe\t1", 1, "0/1"),
    ("window\tT\t10\t10\t0\nlabel\tx\t0\t1\t1\t1\t0\t-\thi\nframe\t1", 2, "numbers"),
    ("window\tT\t10\t10\t0\nframe\tseven", 2, "whole number"),
    ("frame\t1", 1, "no window"),
  ])
  func aMalformedFileNamesItsFirstBadLine(text: String, line: Int, message: String) {
    #expect {
      try WidgetTree(parsing: text)
    } throws: { error in
      guard let error = error as? WidgetTreeError else { return false }
      return error.line == line && error.message.contains(message)
    }
  }
}
