import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI
@testable import binding_gallery

/// Keys, pastes and window focus sent to a live graph as a terminal would send them.
@MainActor
@Suite struct TerminalInputTests {
  /// Counts the writes a field's binding receives.
  final class Writes {
    var count = 0
  }

  struct Field: View {
    let writes: Writes
    @State var text = ""
    var body: some View {
      VStack {
        TextField(
          "Name",
          text: Binding(
            get: { text },
            set: {
              text = $0
              writes.count += 1
            }))
        Text("Shown: \(text)")
      }
    }
  }

  /// A host of `view` with its input handling, and the first field focused.
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

  private func type(_ text: String) -> [InputEvent] {
    text.map { key(.character($0)) }
  }

  private func send(_ input: _TerminalInput, _ events: [InputEvent]) {
    for event in events { _ = input.handle(event) }
    input.core.update()
  }

  // MARK: Editing

  @Test func typingGoesAtTheCaret() throws {
    let writes = Writes()
    let input = host(Field(writes: writes))
    send(input, key(.tab))
    send(input, type("abc"))
    send(input, key(.left), key(.left))
    #expect(writes.count == 3)
    send(input, type("X"))
    let field = try #require(input.core.focused)
    #expect(field.fieldText == "aXbc")
    #expect(field.caretOffset == 2)
    #expect(input.core.text.contains("Shown: aXbc"))
    // One write per key that changes the text; caret moves write nothing.
    #expect(writes.count == 4)
    // The terminal's cursor sits on the caret: after "aX".
    #expect(input.core.caretPosition?.x == field.cellFrame.x + 1 + 2)
    #expect(input.core.caretPosition?.y == field.cellFrame.y)
  }

  @Test func aClickInAFieldPutsTheCaretUnderThePointer() throws {
    let writes = Writes()
    let input = host(Field(writes: writes))
    send(input, key(.tab))
    send(input, .paste("a你b"))
    let field = try #require(input.core.focused)
    let textStart = field.cellFrame.x + 1
    // "a" takes column 0 of the text, "你" columns 1 and 2, "b" column 3. A click on a
    // character's left half puts the caret before it, on its right half after it.
    let cases = [(0, 0), (1, 1), (2, 2), (3, 2), (4, 3), (20, 3)]
    for (column, offset) in cases {
      send(
        input, .mouse(MouseEvent(.press(.left), column: textStart + column, row: field.cellFrame.y))
      )
      #expect(input.core.focused?.caretOffset == offset, "click at text column \(column)")
    }
    send(input, .mouse(MouseEvent(.press(.left), column: textStart + 1, row: field.cellFrame.y)))
    send(input, type("!"))
    #expect(input.core.focused?.fieldText == "a!你b")
    // Clicks move the caret without writing the text.
    #expect(writes.count == 2)
  }

  @Test func wordAndLineDeletions() throws {
    let writes = Writes()
    let input = host(Field(writes: writes))
    send(input, key(.tab))
    send(input, .paste("hello big world"))
    #expect(writes.count == 1)
    send(input, key(.character("w"), .control))
    #expect(input.core.focused?.fieldText == "hello big ")
    send(input, key(.backspace, .alt))
    #expect(input.core.focused?.fieldText == "hello ")
    send(input, key(.home), key(.delete))
    #expect(input.core.focused?.fieldText == "ello ")
    #expect(input.core.focused?.caretOffset == 0)
    send(input, key(.character("f"), .alt), key(.character("k"), .control))
    #expect(input.core.focused?.fieldText == "ello")
    send(input, key(.left), key(.character("u"), .control))
    #expect(input.core.focused?.fieldText == "o")
    #expect(writes.count == 6)
    // Nothing left to delete before the caret: no write.
    send(input, key(.backspace))
    #expect(writes.count == 6)
  }

  @Test func theCaretGoesToTheEndWhenFocusReturns() {
    struct TwoFields: View {
      @State var first = "one"
      @State var second = "two"
      var body: some View {
        VStack {
          TextField("First", text: $first)
          TextField("Second", text: $second)
        }
      }
    }
    let input = host(TwoFields())
    send(input, key(.tab), key(.home))
    #expect(input.core.focused?.caretOffset == 0)
    send(input, key(.tab), key(.tab, .shift))
    #expect(input.core.focused?.caretOffset == 3)
    send(input, type("!"))
    #expect(input.core.focused?.fieldText == "one!")
  }

  @Test func aNarrowFieldScrollsToKeepTheCaretInView() throws {
    /// Seven columns wide (8 points a column).
    // 56 points: seven columns.
    struct Narrow: View {
      @State var text = "abcdefghij"
      var body: some View { TextField("Name", text: $text).frame(width: 56) }
    }
    let input = host(Narrow(), width: 7, height: 1)
    send(input, key(.tab))
    let field = try #require(input.core.focused)
    // Five columns inside the brackets: the last four characters, then the caret.
    #expect(input.core.text == "[ghij ]")
    #expect(input.core.caretPosition?.x == 5)
    send(input, key(.home))
    #expect(input.core.text == "[abcde]")
    #expect(input.core.caretPosition?.x == field.cellFrame.x + 1)
    // Moving right keeps the view until the caret passes its right edge.
    send(input, key(.right), key(.right), key(.right), key(.right))
    #expect(input.core.text == "[abcde]")
    #expect(input.core.caretPosition?.x == 5)
    send(input, key(.right))
    #expect(input.core.text == "[bcdef]")
    #expect(input.core.caretPosition?.x == 5)
    // Without terminal focus the text stays put; only the caret goes.
    send(input, .focusOut)
    #expect(input.core.text == "[bcdef]")
    #expect(input.core.caretPosition == nil)
  }

  @Test func wideCharactersTakeTwoColumnsBeforeTheCaret() throws {
    struct Wide: View {
      @State var text = "中文字符"
      var body: some View { TextField("Name", text: $text).frame(width: 56) }
    }
    let input = host(Wide(), width: 7, height: 1)
    send(input, key(.tab))
    // Two wide characters fit before the caret's column.
    #expect(input.core.text == "[字符 ]")
    #expect(input.core.caretPosition?.x == 5)
    send(input, key(.left))
    #expect(input.core.caretPosition?.x == 3)
    send(input, key(.home))
    #expect(input.core.text.hasPrefix("[中文"))
    #expect(input.core.caretPosition?.x == 1)
  }

  @Test func theCaretStepsOverWholeGraphemesOfAnyWidth() throws {
    let input = host(Field(writes: Writes()), width: 40)
    send(input, key(.tab))
    // Three graphemes: "क्ष" (2 columns), "त्रि" (3), "य" (1); then "👩‍💻" (2) and "中" (2).
    send(input, type("क्षत्रिय👩‍💻中"))
    let field = try #require(input.core.focused)
    let start = field.cellFrame.x + 1
    #expect(field.fieldText == "क्षत्रिय👩‍💻中")
    for (offset, column) in [(5, 10), (4, 8), (3, 6), (2, 5), (1, 2), (0, 0)] {
      if offset < 5 { send(input, key(.left)) }
      #expect(input.core.focused?.caretOffset == offset)
      #expect(input.core.caretPosition?.x == start + column, "caret at \(offset)")
    }
    send(input, key(.right), key(.right), key(.backspace))
    #expect(input.core.focused?.fieldText == "क्षय👩‍💻中")
    #expect(input.core.caretPosition?.x == start + 2)
    send(input, key(.delete))
    #expect(input.core.focused?.fieldText == "क्ष👩‍💻中")
    send(input, key(.end))
    #expect(input.core.caretPosition?.x == start + 6)
  }

  @Test func aSecureFieldPlacesTheCaretByCharacters() {
    struct Secret: View {
      @State var text = "नमस्ते"
      var body: some View { SecureField("Password", text: $text) }
    }
    let input = host(Secret(), width: 20, height: 1)
    send(input, key(.tab))
    #expect(input.core.text.contains("[•••"))
    #expect(!input.core.text.contains("••••"))
    let field = input.core.focused
    #expect(input.core.caretPosition?.x == field.map { $0.cellFrame.x + 1 + 3 })
    send(input, key(.left))
    #expect(input.core.caretPosition?.x == field.map { $0.cellFrame.x + 1 + 2 })
  }

  @Test func aBindingThatRewritesTheTextKeepsTheCaretInIt() {
    let input = host(BindingViewsSeed.ValidatedField())
    send(input, key(.tab))
    send(input, type("AB"))
    #expect(input.core.focused?.fieldText == "ab")
    send(input, key(.left))
    send(input, type("Q"))
    #expect(input.core.focused?.fieldText == "aqb")
    #expect(input.core.focused?.caretOffset == 2)
    // A trailing space is trimmed away: the caret stays at the end of what was stored.
    send(input, key(.end))
    send(input, type(" "))
    #expect(input.core.focused?.fieldText == "aqb")
    #expect(input.core.focused?.caretOffset == 3)
    send(input, type("z"))
    #expect(input.core.focused?.fieldText == "aqbz")
  }

  @Test func theCaretIsClampedWhenTheModelShortensTheText() throws {
    struct Clearable: View {
      @State var text = "abcdef"
      var body: some View {
        VStack {
          TextField("Name", text: $text)
          Button("Shorten") { text = "ab" }
        }
      }
    }
    let input = host(Clearable())
    send(input, key(.tab), key(.home), key(.right), key(.right), key(.right), key(.right))
    #expect(input.core.focused?.caretOffset == 4)
    let button = try #require(input.core.elements.first { $0.kind == .button })
    try button.tap()
    input.core.update()
    #expect(input.core.focused?.fieldText == "ab")
    #expect(input.core.focused?.caretOffset == 2)
    send(input, type("X"))
    #expect(input.core.focused?.fieldText == "abX")
  }

  // MARK: Arrows on controls

  @Test func arrowsMoveASliderByATwentiethOfItsRange() {
    let input = host(BindingViewsSeed.SliderContainer(), width: 40, height: 4)
    send(input, key(.tab))
    #expect(input.core.focused?.kind == .slider)
    send(input, key(.right))
    #expect(abs((input.core.focused?.sliderValue ?? 0) - 0.55) < 1e-9)
    send(input, key(.left), key(.left))
    #expect(abs((input.core.focused?.sliderValue ?? 0) - 0.45) < 1e-9)
    send(input, [InputEvent](repeating: key(.right), count: 30))
    #expect(input.core.focused?.sliderValue == 1)
  }

  @Test func arrowsMoveASliderByItsStep() {
    struct Stepped: View {
      @State var value = 4.0
      var body: some View { Slider(value: $value, in: 0...10, step: 2) }
    }
    let input = host(Stepped(), width: 40, height: 2)
    send(input, key(.tab), key(.right))
    #expect(input.core.focused?.sliderValue == 6)
    send(input, key(.left), key(.left), key(.left), key(.left))
    #expect(input.core.focused?.sliderValue == 0)
  }

  @Test func arrowsStepAStepper() {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        VStack {
          Stepper("Count", value: $count, in: 0...2)
          Text("Count is \(count)")
        }
      }
    }
    let input = host(Counter(), width: 40, height: 4)
    send(input, key(.tab))
    #expect(input.core.focused?.kind == .stepper)
    send(input, key(.up))
    #expect(input.core.text.contains("Count is 1"))
    send(input, key(.right), key(.right))
    #expect(input.core.text.contains("Count is 2"))
    send(input, key(.down))
    #expect(input.core.text.contains("Count is 1"))
    send(input, key(.left), key(.left))
    #expect(input.core.text.contains("Count is 0"))
  }

  // MARK: Up and down in lists

  struct Settings: View {
    @State var flags = Array(repeating: false, count: 30)
    var body: some View {
      List {
        ForEach(0..<30, id: \.self) { index in
          Toggle("Option \(index)", isOn: $flags[index])
        }
      }
    }
  }

  @Test func downAndUpMoveFocusThroughAListAndScrollIt() throws {
    let input = host(Settings(), width: 30, height: 8)
    send(input, key(.tab))
    #expect(input.core.focused?.text == "Option 0")
    send(input, key(.down), key(.down))
    #expect(input.core.focused?.text == "Option 2")
    #expect(input.core.focused?.scrollOffset() == 0)
    send(input, [InputEvent](repeating: key(.down), count: 12))
    let focused = try #require(input.core.focused)
    #expect(focused.text == "Option 14")
    #expect((focused.scrollOffset() ?? 0) > 0)
    #expect(input.core.text.contains("Option 14"))
    // Space still flips the focused toggle.
    send(input, key(.character(" ")))
    #expect(input.core.focused?.isOn == true)
    send(input, [InputEvent](repeating: key(.up), count: 14))
    #expect(input.core.focused?.text == "Option 0")
    #expect(input.core.focused?.scrollOffset() == 0)
    // At either end, focus stays.
    send(input, key(.up))
    #expect(input.core.focused?.text == "Option 0")
    send(input, [InputEvent](repeating: key(.down), count: 40))
    #expect(input.core.focused?.text == "Option 29")
    #expect(input.core.text.contains("Option 29"))
  }

  @Test func downMovesBetweenFieldsInAList() {
    struct Names: View {
      @State var names = ["Amber", "Cobalt", "Copper"]
      var body: some View {
        List {
          ForEach(0..<3, id: \.self) { index in TextField("Name", text: $names[index]) }
        }
      }
    }
    let input = host(Names(), width: 30, height: 6)
    send(input, key(.tab))
    #expect(input.core.focused?.fieldText == "Amber")
    send(input, key(.down))
    #expect(input.core.focused?.fieldText == "Cobalt")
    send(input, type("!"))
    #expect(input.core.focused?.fieldText == "Cobalt!")
    send(input, key(.up))
    #expect(input.core.focused?.fieldText == "Amber")
  }

  @Test func outsideAListUpAndDownScrollIt() {
    struct Page: View {
      @State var name = ""
      var body: some View {
        VStack {
          TextField("Name", text: $name)
          List { ForEach(0..<50, id: \.self) { Text("Row \($0)") } }
        }
      }
    }
    let input = host(Page(), width: 30, height: 8)
    send(input, key(.down))
    #expect(input.core.scrollContainers.first?.scrollOffset() == 1)
    send(input, key(.tab), key(.down), key(.pageDown))
    #expect(input.core.focused?.kind == .textField)
    // A page is the seven rows shown less one.
    #expect(input.core.scrollContainers.first?.scrollOffset() == 2 + 6)
  }

  // MARK: Window focus

  @Test func losingTerminalFocusHidesTheFocusMarkAndCaret() throws {
    let writes = Writes()
    let input = host(Field(writes: writes))
    send(input, key(.tab), key(.character("a")))
    let field = try #require(input.core.focused)
    let inside = (x: field.cellFrame.x + 1, y: field.cellFrame.y)
    #expect(input.core.cellStyle(x: inside.x, y: inside.y)?.underline == true)
    #expect(input.core.caretPosition != nil)
    send(input, .focusOut)
    #expect(input.core.cellStyle(x: inside.x, y: inside.y)?.underline == false)
    #expect(input.core.caretPosition == nil)
    // Focus itself stays: typing still goes to the field.
    send(input, key(.character("b")))
    #expect(input.core.focused?.fieldText == "ab")
    send(input, .focusIn)
    #expect(input.core.cellStyle(x: inside.x, y: inside.y)?.underline == true)
    #expect(input.core.caretPosition?.x == inside.x + 2)
  }

  @Test func aFocusedButtonLosesItsMarkWithTheWindow() throws {
    let input = host(Button("Go") {}, width: 10, height: 1)
    send(input, key(.tab))
    let button = try #require(input.core.focused)
    #expect(input.core.cellStyle(x: button.cellFrame.x, y: button.cellFrame.y)?.inverse == true)
    send(input, .focusOut)
    #expect(input.core.cellStyle(x: button.cellFrame.x, y: button.cellFrame.y)?.inverse == false)
    send(input, .focusIn)
    #expect(input.core.cellStyle(x: button.cellFrame.x, y: button.cellFrame.y)?.inverse == true)
  }
}
