import Foundation
import Testing
import TrellisTerminal
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `onEditingChanged`: one session per click or key press, one per drag from press to
/// release, in the headless host and from the terminal's keys and mouse.
@MainActor
@Suite struct SliderEditingTests {
  /// Records what a slider reports, in order.
  final class Log {
    var events: [String] = []
  }

  struct Volume: View {
    let log: Log
    @State var volume = 0.5
    var body: some View {
      VStack(alignment: .leading) {
        Slider(
          value: Binding(
            get: { volume },
            set: {
              volume = $0
              log.events.append("set \($0)")
            }), in: 0...1
        ) {
          Text("Volume")
        } onEditingChanged: { editing in
          log.events.append(editing ? "begin" : "end")
        }
        Text("volume \(volume, specifier: "%.2f")")
      }
    }
  }

  @Test func aSingleChangeIsOneEditingSession() throws {
    let log = Log()
    let host = ViewHost(Volume(log: log), width: 30, height: 3)
    try host.slider("Volume").setValue(0.8)
    #expect(log.events == ["begin", "set 0.8", "end"])
  }

  @Test func aDragIsOneSessionFromPressToRelease() throws {
    let log = Log()
    let host = ViewHost(Volume(log: log), width: 30, height: 3)
    try host.slider("Volume").dragSlider(through: 0.25, 0.5, 1)
    #expect(log.events == ["begin", "set 0.25", "set 0.5", "set 1.0", "end"])
    host.update()
    #expect(host.contains(text: "volume 1.00"))
  }

  @Test func aDisabledSliderRefusesADragAndReportsNothing() throws {
    let log = Log()
    let host = ViewHost(Volume(log: log).disabled(true), width: 30, height: 3)
    #expect(throws: ViewHostError.self) { try host.slider("Volume").dragSlider(through: 1) }
    #expect(log.events.isEmpty)
  }

  private func input(_ log: Log) -> _TerminalInput {
    _TerminalInput(core: HostCore(root: Volume(log: log), width: 30, height: 3))
  }

  private func mouse(_ input: _TerminalInput, _ kind: MouseEvent.Kind, column: Int, row: Int) {
    _ = input.handle(.mouse(MouseEvent(kind, column: column, row: row)))
    input.core.update()
  }

  @Test func theTerminalMouseDragsTheKnobInOneSession() throws {
    let log = Log()
    let input = input(log)
    let slider = try #require(input.core.elements.first { $0.kind == .slider })
    let track = _PixelGrid.terminal.cells(try #require(slider.sliderTrackFrame))
    // "Volume " then `├`, one cell per knob position, `┤`.
    #expect(track.x == 7)
    let first = track.x + 1
    let last = track.x + track.width - 2
    mouse(input, .press(.left), column: first, row: track.y)
    #expect(log.events == ["begin", "set 0.0"])
    #expect(input.core.text.contains("volume 0.00"))
    #expect(input.core.focused?.kind == .slider, "a press on a slider focuses it")
    mouse(input, .drag(.left), column: last, row: track.y)
    mouse(input, .drag(.left), column: last + 5, row: track.y + 1)
    #expect(input.core.text.contains("volume 1.00"), "past the end the knob stays at the end")
    #expect(log.events.last == "set 1.0")
    #expect(!log.events.contains("end"))
    mouse(input, .release(.left), column: last + 5, row: track.y + 1)
    #expect(log.events.filter { $0 == "end" }.count == 1)
    #expect(log.events.last == "end")
    // A drag after the release moves nothing.
    mouse(input, .drag(.left), column: first, row: track.y)
    #expect(input.core.text.contains("volume 1.00"))
  }

  @Test func aTerminalArrowKeyIsOneSession() throws {
    let log = Log()
    let input = input(log)
    _ = input.handle(.key(KeyEvent(.tab)))
    _ = input.handle(.key(KeyEvent(.right)))
    input.core.update()
    #expect(log.events == ["begin", "set 0.55", "end"])
  }
}
