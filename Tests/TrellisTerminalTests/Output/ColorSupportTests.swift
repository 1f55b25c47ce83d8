import Testing
import TrellisTerminal

@Suite struct ColorSupportTests {
  @Test func detection() {
    #expect(ColorSupport.detect(environment: [:]) == ColorSupport.none)
    #expect(ColorSupport.detect(environment: ["TERM": "dumb"]) == ColorSupport.none)
    #expect(ColorSupport.detect(environment: ["TERM": "xterm"]) == .ansi16)
    #expect(ColorSupport.detect(environment: ["TERM": "xterm-256color"]) == .indexed256)
    #expect(ColorSupport.detect(environment: ["TERM": "tmux-256color"]) == .indexed256)
    #expect(ColorSupport.detect(environment: ["TERM": "xterm-direct"]) == .truecolor)
    #expect(
      ColorSupport.detect(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        == .truecolor)
    #expect(
      ColorSupport.detect(environment: ["TERM": "xterm", "COLORTERM": "24bit"]) == .truecolor)
  }

  @Test func noColorWinsUnlessEmpty() {
    let truecolor = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    #expect(
      ColorSupport.detect(environment: truecolor.merging(["NO_COLOR": "1"]) { $1 })
        == ColorSupport.none)
    #expect(
      ColorSupport.detect(environment: truecolor.merging(["NO_COLOR": ""]) { $1 }) == .truecolor)
  }

  @Test func nearestColors() {
    #expect(TerminalColor.rgb(255, 0, 0).approximated(for: .indexed256) == .indexed(196))
    #expect(TerminalColor.rgb(0, 0, 0).approximated(for: .indexed256) == .indexed(16))
    #expect(TerminalColor.rgb(128, 128, 128).approximated(for: .indexed256) == .indexed(244))
    #expect(TerminalColor.rgb(10, 10, 200).approximated(for: .ansi16) == .ansi(4))
    #expect(TerminalColor.rgb(250, 250, 250).approximated(for: .ansi16) == .ansi(15))
    #expect(TerminalColor.indexed(196).approximated(for: .ansi16) == .ansi(9))
    #expect(TerminalColor.indexed(3).approximated(for: .indexed256) == .ansi(3))
    #expect(TerminalColor.ansi(12).approximated(for: .truecolor) == .ansi(12))
    #expect(TerminalColor.rgb(1, 2, 3).approximated(for: .truecolor) == .rgb(1, 2, 3))
    #expect(TerminalColor.red.approximated(for: .none) == .default)
  }
}
