import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Pickers driven by keys and clicks as a terminal sends them, and what the terminal draws.
@MainActor
@Suite struct PickerTerminalTests {
  private enum Size: String, CaseIterable, Identifiable {
    case small = "S"
    case medium = "漢字"
    case large = "👩🏽‍💻"
    var id: Self { self }
  }

  private struct Sizes<S: PickerStyle>: View {
    let style: S
    @State var size = Size.small
    var body: some View {
      VStack(alignment: .leading) {
        Picker("Size", selection: $size) {
          ForEach(Size.allCases) { Text($0.rawValue) }
        }
        .pickerStyle(style)
        Text("Now \(size.rawValue)")
      }
    }
  }

  private func host<V: View>(_ view: V) -> _TerminalInput {
    let input = _TerminalInput(core: HostCore(root: view, width: 40, height: 10))
    _ = input.handle(.key(KeyEvent(.tab)))
    input.core.update()
    return input
  }

  private func send(_ input: _TerminalInput, _ keys: Key...) {
    for key in keys { _ = input.handle(.key(KeyEvent(key))) }
    input.core.update()
  }

  private func shown(_ input: _TerminalInput, _ text: String) -> Bool {
    input.core.elements.contains { $0.typeName == "Text" && $0.text == text }
  }

  @Test func enterOpensTheMenuArrowsMoveAndEnterChooses() throws {
    let input = host(Sizes(style: .menu))
    #expect(input.core.focused?.kind == .picker)
    #expect(input.core.text.contains("Size [S "))
    #expect(input.core.text.contains(" ▾]"))
    send(input, .enter)
    #expect(input.core.focused?.isPickerMenuOpen == true)
    #expect(input.core.text.contains(" ✓ S"))
    #expect(input.core.text.contains("   漢字"))
    send(input, .down, .down, .down)
    #expect(input.core.focused?.pickerHighlight == 2)
    send(input, .enter)
    #expect(input.core.focused?.isPickerMenuOpen == false)
    #expect(shown(input, "Now 👩🏽‍💻"))
  }

  @Test func escapeClosesTheMenuWithoutChoosing() throws {
    let input = host(Sizes(style: .automatic))
    send(input, .character(" "), .down, .escape)
    #expect(input.core.focused?.isPickerMenuOpen == false)
    #expect(shown(input, "Now S"))
    #expect(!input.core.text.contains("✓"))
  }

  @Test func leftAndRightMoveAlongSegments() throws {
    let input = host(Sizes(style: .segmented))
    #expect(input.core.text.contains("Size [ S │ 漢字 │ 👩🏽‍💻 ]"))
    send(input, .right)
    #expect(shown(input, "Now 漢字"))
    send(input, .right, .right)
    #expect(shown(input, "Now 👩🏽‍💻"))
    send(input, .left, .left, .left)
    #expect(shown(input, "Now S"))
  }

  @Test func arrowsMoveAmongRadioButtonsAndAClickChoosesOne() throws {
    let input = host(Sizes(style: .radioGroup))
    #expect(input.core.text.contains("(•) S"))
    #expect(input.core.text.contains("( ) 漢字"))
    send(input, .down)
    #expect(shown(input, "Now 漢字"))
    let frame = try #require(input.core.focused?.cellFrame)
    _ = input.handle(
      .mouse(MouseEvent(.press(.left), column: frame.x + frame.width - 2, row: frame.y + 2)))
    input.core.update()
    #expect(shown(input, "Now 👩🏽‍💻"))
  }

  @Test func aClickOpensTheMenuAndAClickOnARowChoosesIt() throws {
    let input = host(Sizes(style: .menu))
    func click(row: (Int) -> Int) throws {
      // The picker's frame now: the stack around it grows while the list is open.
      let frame = try #require(input.core.focused?.cellFrame)
      _ = input.handle(
        .mouse(MouseEvent(.press(.left), column: frame.x + frame.width - 3, row: row(frame.y))))
      input.core.update()
    }
    try click { $0 }
    #expect(input.core.focused?.isPickerMenuOpen == true)
    // The second row of the list, below the picker's button.
    try click { $0 + 2 }
    #expect(shown(input, "Now 漢字"))
    #expect(input.core.focused?.isPickerMenuOpen == false)
  }
}
