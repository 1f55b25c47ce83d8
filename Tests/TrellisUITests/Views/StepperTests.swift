import Testing
import TrellisTerminal
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A stepper of each shape, with texts that show the values.
private struct Steppers: View {
  @State var guests = 2
  @State var volume = 0.5
  @State var score = 10
  @State var taps = 0
  let editing: EditingLog

  var body: some View {
    VStack(alignment: .leading) {
      Stepper(value: $guests, in: 1...4, onEditingChanged: { editing.events.append($0) }) {
        Text("Guests")
      }
      Text("Guests: \(guests)")
      Stepper("Volume", value: $volume, in: 0...1, step: 0.25)
      Text("Volume: \(volume)")
      Stepper(value: $score, step: 5) { Text("Score") }
      Text("Score: \(score)")
      Stepper("Taps", onIncrement: { taps += 1 }, onDecrement: { taps -= 1 })
      Text("Taps: \(taps)")
    }
  }
}

@MainActor
final class EditingLog {
  var events: [Bool] = []
}

@MainActor
@Suite struct StepperTests {
  private func stepper(_ title: String, in host: ViewHost) throws -> ViewHost.Element {
    try #require(host.elements.first { $0.kind == .stepper && $0.text == title })
  }

  @Test func incrementsAndDecrementsByItsStep() throws {
    let host = ViewHost(Steppers(editing: EditingLog()))
    try stepper("Score", in: host).increment()
    host.update()
    #expect(host.contains(text: "Score: 15"))
    try stepper("Score", in: host).decrement()
    try stepper("Score", in: host).decrement()
    host.update()
    #expect(host.contains(text: "Score: 5"))
  }

  @Test func staysWithinItsBounds() throws {
    let host = ViewHost(Steppers(editing: EditingLog()))
    for _ in 0..<5 { try stepper("Guests", in: host).increment() }
    host.update()
    #expect(host.contains(text: "Guests: 4"))
    for _ in 0..<6 { try stepper("Guests", in: host).decrement() }
    host.update()
    #expect(host.contains(text: "Guests: 1"))
  }

  @Test func aStepThatWouldPassABoundStopsAtIt() throws {
    struct Odd: View {
      @State var value = 1
      var body: some View {
        VStack {
          Stepper("Odd", value: $value, in: 0...6, step: 4)
          Text("Value: \(value)")
        }
      }
    }
    let host = ViewHost(Odd())
    try stepper("Odd", in: host).increment()
    host.update()
    #expect(host.contains(text: "Value: 5"))
    try stepper("Odd", in: host).increment()
    host.update()
    #expect(host.contains(text: "Value: 6"))
    try stepper("Odd", in: host).decrement()
    try stepper("Odd", in: host).decrement()
    host.update()
    #expect(host.contains(text: "Value: 0"))
  }

  @Test func boundsAtTheEdgesOfTheTypeDoNotOverflow() throws {
    struct Edge: View {
      @State var value = Int.max - 1
      var body: some View {
        VStack {
          Stepper("Edge", value: $value, in: 0...Int.max, step: 10)
          Text("At max: \(value == Int.max)")
        }
      }
    }
    let host = ViewHost(Edge())
    try stepper("Edge", in: host).increment()
    host.update()
    #expect(host.contains(text: "At max: true"))
  }

  @Test func floatingPointValuesStepByFractions() throws {
    let host = ViewHost(Steppers(editing: EditingLog()))
    try stepper("Volume", in: host).increment()
    host.update()
    #expect(host.contains(text: "Volume: 0.750000"))
    for _ in 0..<3 { try stepper("Volume", in: host).increment() }
    host.update()
    #expect(host.contains(text: "Volume: 1.000000"))
  }

  @Test func closureSteppersRunTheirClosures() throws {
    let host = ViewHost(Steppers(editing: EditingLog()))
    try stepper("Taps", in: host).tap()
    try stepper("Taps", in: host).increment()
    try stepper("Taps", in: host).decrement()
    host.update()
    #expect(host.contains(text: "Taps: 1"))
  }

  @Test func titleFormsTakeKeysAndStrings() throws {
    let title: Substring = "From a string"
    let host = ViewHost(
      VStack {
        Stepper("Key", value: .constant(1), in: 0...2)
        Stepper(title, value: .constant(1), in: 0...2)
        Stepper(String(title) + " unbounded", value: .constant(1.5), step: 0.5)
        Stepper("Key unbounded", value: .constant(1))
        Stepper(title + " closures", onIncrement: nil, onDecrement: nil)
        Stepper("Key closures", onIncrement: {}, onDecrement: nil)
      })
    #expect(
      host.elements.filter { $0.kind == .stepper }.map(\.text) == [
        "Key", "From a string", "From a string unbounded", "Key unbounded",
        "From a string closures", "Key closures",
      ])
    #expect(host.text.contains("Key  [−] [+]"))
  }

  @Test func eachChangeIsOneEditingSession() throws {
    let log = EditingLog()
    let host = ViewHost(Steppers(editing: log))
    try stepper("Guests", in: host).increment()
    try stepper("Guests", in: host).decrement()
    #expect(log.events == [true, false, true, false])
  }

  // MARK: What hosts see

  @Test func hostsSeeTheValueRangeAndStep() throws {
    let core = HostCore(root: Steppers(editing: EditingLog()), width: 40, height: 10)
    defer { core.close() }
    let steppers = core.elements.filter { $0.kind == .stepper }
    #expect(steppers.map(\.stepperValue) == [2, 0.5, 10, nil])
    #expect(steppers.map(\.stepperRange) == [1...4, 0...1, nil, nil])
    #expect(steppers.map(\.stepperStep) == [1, 0.25, 5, nil])
    #expect(core.elements.first { $0.kind == .other }?.stepperValue == nil)
  }

  @Test func settingTheValueConvertsRoundsAndClamps() throws {
    let log = EditingLog()
    let core = HostCore(root: Steppers(editing: log), width: 40, height: 10)
    defer { core.close() }
    func guests() throws -> HostElement {
      try #require(core.elements.first { $0.text == "Guests" && $0.kind == .stepper })
    }
    try guests().setStepperValue(2.6)
    core.update()
    #expect(core.text.contains("Guests: 3"))
    #expect(try guests().stepperValue == 3)
    #expect(log.events == [true, false])
    try guests().setStepperValue(40)
    core.update()
    #expect(core.text.contains("Guests: 4"))
    try guests().setStepperValue(-3)
    core.update()
    #expect(core.text.contains("Guests: 1"))
    try guests().setStepperValue(.nan)
    core.update()
    #expect(core.text.contains("Guests: 1"))
    let score = try #require(core.elements.first { $0.text == "Score" && $0.kind == .stepper })
    try score.setStepperValue(-12)
    core.update()
    #expect(core.text.contains("Score: -12"))
    let taps = try #require(core.elements.first { $0.text == "Taps" && $0.kind == .stepper })
    #expect(throws: HostElement.ActionError.self) { try taps.setStepperValue(1) }
  }

  @Test func aDisabledStepperRefusesAValue() throws {
    let core = HostCore(
      root: Stepper("Off", value: .constant(1), in: 0...3).disabled(true), width: 30, height: 2)
    defer { core.close() }
    let stepper = try #require(core.elements.first { $0.kind == .stepper })
    #expect(throws: HostElement.ActionError.disabled("Stepper \"Off\"")) {
      try stepper.setStepperValue(2)
    }
  }

  @Test func stepsThatAreNotNumbersLeaveNoNumericValue() throws {
    struct Day: Strideable {
      var index: Int
      func distance(to other: Day) -> Int { other.index - index }
      func advanced(by amount: Int) -> Day { Day(index: index + amount) }
    }
    let day = Binding.constant(Day(index: 1))
    let core = HostCore(
      root: Stepper("Day", value: day, in: Day(index: 0)...Day(index: 6)),
      width: 30, height: 2)
    defer { core.close() }
    let stepper = try #require(core.elements.first { $0.kind == .stepper })
    #expect(stepper.stepperValue == nil)
    try stepper.increment()
  }

  // MARK: In the terminal

  @Test func keysStepAValueStepperAndStopAtItsBounds() {
    struct Guests: View {
      @State var guests = 1.5
      var body: some View {
        VStack {
          Stepper("Guests", value: $guests, in: 0.5...2.5)
          Text("Guests: \(guests)")
        }
      }
    }
    let input = _TerminalInput(core: HostCore(root: Guests(), width: 30, height: 3))
    defer { input.core.close() }
    func send(_ keys: Key...) {
      for key in keys { _ = input.handle(.key(KeyEvent(key))) }
      input.core.update()
    }
    send(.tab, .enter)
    #expect(input.core.text.contains("Guests: 2.500000"))
    send(.character(" "), .right, .up)
    #expect(input.core.text.contains("Guests: 2.500000"))
    send(.left)
    #expect(input.core.text.contains("Guests: 1.500000"))
    send(.down, .down, .left)
    #expect(input.core.text.contains("Guests: 0.500000"))
    #expect(input.core.focused?.stepperValue == 0.5)
  }
}

/// What `ViewHost.Element` tells a test about steppers, carets, and itself in messages.
@MainActor
@Suite struct ElementReadingTests {
  struct Form: View {
    @State private var guests = 2
    @State private var name = "Ada"
    var body: some View {
      VStack {
        Stepper("Guests: \(guests)", value: $guests, in: 1...8)
        Stepper("Closures") {
        } onDecrement: {
        }
        TextField("Name", text: $name)
      }
    }
  }

  @Test func stepperValuesCaretAndDescription() throws {
    let host = ViewHost(Form())
    let steppers = { host.elements.filter { $0.kind == .stepper } }
    #expect(steppers().map(\.stepperValue) == [2, nil])
    try steppers()[0].increment()
    host.update()
    #expect(steppers().map(\.stepperValue) == [3, nil])

    let field = try host.textField("Name")
    #expect(field.caretOffset == nil)
    try field.type("!")
    #expect(try host.textField("Name").caretOffset == 4)
    #expect("\(field)".hasPrefix("TextField"))
  }
}
