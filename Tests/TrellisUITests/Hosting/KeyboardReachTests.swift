import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Tab, Shift-Tab and the scrolling keys reach everything in the window, on screen or not,
/// built or not.
@MainActor
@Suite struct KeyboardReachTests {
  private func host<V: View>(_ view: V, width: Int = 30, height: Int = 6) -> _TerminalInput {
    _TerminalInput(core: HostCore(root: view, width: width, height: height))
  }

  private func send(_ input: _TerminalInput, _ events: InputEvent...) {
    for event in events { _ = input.handle(event) }
    input.core.update()
  }

  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }

  /// Whether the focused control is on screen (placed and visible).
  private func focusIsOnScreen(_ input: _TerminalInput) -> Bool {
    guard let focused = input.core.focused else { return false }
    return input.core.elements.contains { $0.identity == focused.identity }
  }

  // Tab reaches all 30 buttons of a scroll view, not only the 5 on screen, scrolling each
  // into view; Shift-Tab goes back through them.
  @Test func tabReachesEveryButtonOfAScrollView() {
    let input = host(
      ScrollView { VStack { ForEach(0..<30, id: \.self) { i in Button("B\(i)") {} } } })
    var reached: [String] = []
    for _ in 0..<30 {
      send(input, key(.tab))
      reached.append(input.core.focused?.text ?? "-")
      #expect(focusIsOnScreen(input), "\(reached.last!)")
    }
    #expect(reached == (0..<30).map { "B\($0)" })
    send(input, key(.tab))
    #expect(input.core.focused?.text == "B0")
    send(input, key(.tab, .shift))
    #expect(input.core.focused?.text == "B29")
    #expect(focusIsOnScreen(input))
  }

  // In a lazy list, Tab reaches the controls of rows not built yet, skipping rows without
  // one, and shows each.
  @Test func tabReachesControlsInRowsNotYetBuilt() {
    struct Rows: View {
      var body: some View {
        List(0..<1_000, id: \.self) { i in
          if i % 10 == 0 {
            Toggle("T\(i)", isOn: .constant(false))
          } else {
            Text("text \(i)")
          }
        }
      }
    }
    let input = host(Rows())
    for expected in stride(from: 0, through: 90, by: 10) {
      send(input, key(.tab))
      #expect(input.core.focused?.text == "T\(expected)")
      #expect(focusIsOnScreen(input))
    }
    // No row left behind is built for nothing.
    #expect(input.core.nodeCount < 60)
  }

  // The same in a lazy stack in a scroll view, and back with Shift-Tab; a button after the
  // stack is reached after its last row.
  @Test func shiftTabWrapsToTheLastControlAfterALazyStack() {
    struct Page: View {
      var body: some View {
        VStack {
          Button("First") {}
          ScrollView {
            LazyVStack { ForEach(0..<500, id: \.self) { i in Button("Row \(i)") {} } }
          }
          Button("Last") {}
        }
      }
    }
    let input = host(Page(), height: 8)
    send(input, key(.tab))
    #expect(input.core.focused?.text == "First")
    send(input, key(.tab, .shift))
    #expect(input.core.focused?.text == "Last")
    send(input, key(.tab, .shift))
    #expect(input.core.focused?.text == "Row 499")
    #expect(focusIsOnScreen(input))
    send(input, key(.tab))
    #expect(input.core.focused?.text == "Last")
  }

  // A long run of rows without controls between two buttons is crossed in one Tab.
  @Test func tabCrossesAListOfTextToTheControlAfterIt() {
    struct Page: View {
      var body: some View {
        VStack {
          Button("Above") {}
          List(0..<5_000, id: \.self) { Text("Line \($0)") }
          Button("Below") {}
        }
      }
    }
    let input = host(Page(), height: 8)
    send(input, key(.tab), key(.tab))
    #expect(input.core.focused?.text == "Below")
    send(input, key(.tab))
    #expect(input.core.focused?.text == "Above")
  }

  // Rows of an icon and text are crossed unbuilt too: each Tab would build every one of them
  // otherwise, since a search keeps nothing of the rows it built and let go.
  @Test func tabCrossesAListOfIconRowsWithoutBuildingThem() {
    struct IconRow: View {
      let number: Int
      var body: some View {
        HStack {
          Image(systemName: "person")
          Text("Contact \(number)")
        }
      }
    }
    struct Page: View {
      var body: some View {
        VStack {
          Button("Above") {}
          List(0..<2_000, id: \.self) { IconRow(number: $0) }
          Button("Below") {}
        }
      }
    }
    let input = host(Page(), height: 8)
    let shown = input.core.bodyEvaluations(of: IconRow.self)
    send(input, key(.tab), key(.tab))
    #expect(input.core.focused?.text == "Below")
    send(input, key(.tab, .shift), key(.tab, .shift))
    #expect(input.core.focused?.text == "Below")
    #expect(input.core.bodyEvaluations(of: IconRow.self) == shown)
  }

  // A focused field scrolled away keeps focus; Tab goes on from it to the next row's field.
  @Test func tabGoesOnFromAFocusedFieldScrolledAway() throws {
    struct Fields: View {
      @State var texts = Array(repeating: "", count: 200)
      var body: some View {
        List(0..<200, id: \.self) { i in TextField("F\(i)", text: $texts[i]) }
      }
    }
    let input = host(Fields())
    send(input, key(.tab))
    #expect(input.core.focused?.placeholder == "F0")
    try input.core.scrollContainers[0].scroll(by: 100)
    #expect(!focusIsOnScreen(input))
    send(input, key(.tab))
    #expect(input.core.focused?.placeholder == "F1")
    #expect(focusIsOnScreen(input))
  }

  // Focus moved by a `@FocusState` write scrolls the control into view too.
  @Test func focusFromAFocusStateScrollsTheControlIntoView() throws {
    struct Fields: View {
      @FocusState var focus: Int?
      @State var texts = Array(repeating: "", count: 30)
      var body: some View {
        VStack {
          Button("Go to 25") { focus = 25 }
          ScrollView {
            VStack {
              ForEach(0..<30, id: \.self) { i in
                TextField("F\(i)", text: $texts[i]).focused($focus, equals: i)
              }
            }
          }
        }
      }
    }
    let input = host(Fields(), height: 8)
    try #require(input.core.elements.first { $0.text == "Go to 25" && $0.kind == .button }).tap()
    input.core.update()
    #expect(input.core.focused?.placeholder == "F25")
    #expect(focusIsOnScreen(input))
  }

  // Disabled controls and those of a navigation entry under the top one are not reached.
  // A control that Shift-Tab reaches under a pinned section header (of a List, or of a
  // LazyVStack) is scrolled out from under it.
  @Test(arguments: [false, true])
  func focusScrollsAControlOutFromUnderAPinnedHeader(inLazyStack: Bool) throws {
    let rows = ForEach(["A", "B"], id: \.self) { name in
      Section(name) { ForEach(0..<5, id: \.self) { Button("\(name)\($0)") {} } }
    }
    let input: _TerminalInput
    if inLazyStack {
      input = host(
        ScrollView { LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) { rows } },
        width: 20, height: 4)
    } else {
      input = host(List { rows }, width: 20, height: 4)
    }
    try #require(input.core.elements.first { $0.text == "A0" }).scroll(by: 3)
    let a3 = try #require(input.core.elements.first { $0.text == "A3" && $0.kind == .button })
    #expect(!input.core.elements.contains { $0.text == "A2" })
    try a3.focus()
    send(input, key(.tab, .shift))
    #expect(input.core.focused?.text == "A2")
    #expect(focusIsOnScreen(input))
  }

  // A row that an earlier Tab built and found without a control gains one from a model that
  // only that row reads (`@Observable`, or an `ObservableObject` it observes): the list's
  // content is unchanged, yet the next Tab must build the row again and reach the control.
  @Test(arguments: [false, true])
  func tabReachesAControlThatARowSearchedBeforeHasGained(observableObject: Bool) {
    let observable = LateSwitch()
    let published = LatePublishedSwitch()
    let input = host(
      LateList(observable: observableObject ? nil : observable, published: published))
    send(input, key(.tab))
    #expect(input.core.focused?.text == "Above")
    // Searches the whole list, the last row included, and wraps around to the button.
    send(input, key(.tab))
    #expect(input.core.focused?.text == "Above")
    if observableObject { published.isOn = true } else { observable.isOn = true }
    input.core.update()
    send(input, key(.tab))
    #expect(input.core.focused?.text == "Late")
    #expect(focusIsOnScreen(input))
  }

  @Test func tabSkipsDisabledControls() {
    let input = host(
      VStack {
        Button("On") {}
        Button("Off") {}.disabled(true)
        Button("Also on") {}
      })
    send(input, key(.tab), key(.tab))
    #expect(input.core.focused?.text == "Also on")
  }

  // With nothing focused, PageDown/PageUp scroll by a page, End and Home to the end and the
  // start, arrows by a row; in a list and in a scroll view.
  @Test(arguments: [true, false])
  func pageHomeEndAndArrowsScroll(inList: Bool) {
    let view: AnyView =
      inList
      ? AnyView(List(0..<100, id: \.self) { Text("Row \($0)") })
      : AnyView(ScrollView { VStack { ForEach(0..<100, id: \.self) { Text("Row \($0)") } } })
    let input = host(view, height: 6)
    func offset() -> Int? { input.core.scrollContainers.first?.scrollOffset() }
    send(input, key(.pageDown))
    #expect(offset() == 5)
    send(input, key(.pageDown), key(.pageUp))
    #expect(offset() == 5)
    send(input, key(.down))
    #expect(offset() == 6)
    send(input, key(.up), key(.up))
    #expect(offset() == 4)
    send(input, key(.end))
    #expect(input.core.elements.contains { $0.text == "Row 99" })
    send(input, key(.home))
    #expect(offset() == 0)
    #expect(input.core.elements.contains { $0.text == "Row 0" })
  }
}

@MainActor
@Suite struct ControlAnalysisTests {
  private struct TextRow: View {
    let title: String
    var body: some View {
      HStack {
        Text(title).bold()
        Spacer()
      }
    }
  }

  private struct ToggleRow: View {
    @State var on = false
    var body: some View {
      HStack {
        Text("x")
        Toggle("On", isOn: $on)
      }
    }
  }

  // Told from the type alone: text, images, stacks of them and rows of your own whose body
  // is text hold no control; a toggle anywhere inside, or a type-erased view, may.
  @Test func tellsFromTheTypeWhetherAViewMayHoldAControl() {
    #expect(!_ControlAnalysis.mayContainControls(Text.self))
    #expect(!_ControlAnalysis.mayContainControls(TextRow.self))
    #expect(_ControlAnalysis.mayContainControls(ToggleRow.self))
    #expect(_ControlAnalysis.mayContainControls(AnyView.self))
    #expect(_ControlAnalysis.mayContainControls(Button<Text>.self))
    #expect(!_ControlAnalysis.mayContainControls(Image.self))
  }
}

@Observable private final class LateSwitch {
  var isOn = false
}

private final class LatePublishedSwitch: ObservableObject {
  @Published var isOn = false
}

/// A button, then a list whose last row shows a toggle only once its model says so.
private struct LateList: View {
  /// The row's model: this one, or else `published`.
  let observable: LateSwitch?
  let published: LatePublishedSwitch

  var body: some View {
    VStack {
      Button("Above") {}
      List {
        ForEach(0..<40, id: \.self) { Text("Line \($0)") }
        if let observable {
          ObservableLateRow(model: observable)
        } else {
          PublishedLateRow(model: published)
        }
      }
    }
  }
}

private struct ObservableLateRow: View {
  let model: LateSwitch
  var body: some View {
    if model.isOn { Toggle("Late", isOn: .constant(false)) } else { Text("Not yet") }
  }
}

private struct PublishedLateRow: View {
  @ObservedObject var model: LatePublishedSwitch
  var body: some View {
    if model.isOn { Toggle("Late", isOn: .constant(false)) } else { Text("Not yet") }
  }
}
