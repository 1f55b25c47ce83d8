import TrellisCombine

/// The publishing core's hot paths, each compared with the cost of calling a stored closure.
///
/// Every measured subscriber, and the floor's closure, does the same observable work with each
/// value: it adds it to a ``Tally``. After each round the tally is checked against what the
/// values sent must deliver, so a delivery the optimiser removed, or a value lost, stops the
/// run instead of printing a fast row.
enum CombineBenchmarks {
  /// What a measured subscriber does with a value: counts it and adds it to a total.
  final class Tally {
    struct Reading: Equatable {
      var count = 0
      var total = 0
    }

    private(set) var reading = Reading()

    func add(_ value: Int) {
      reading.count &+= 1
      reading.total &+= value
    }

    func reset() { reading = Reading() }

    /// Stops the run unless the round delivered `expected`.
    func expect(_ expected: Reading, in row: String) {
      precondition(
        reading == expected,
        "\(row): a round delivered \(reading.count) values totalling \(reading.total); "
          + "expected \(expected.count) totalling \(expected.total)")
    }

    /// What a round that delivers `values` reads.
    static func reading(of values: some Sequence<Int>) -> Reading {
      values.reduce(into: Reading()) { reading, value in
        reading.count += 1
        reading.total &+= value
      }
    }
  }

  /// The floor: what one call of a closure stored in an object costs on this machine.
  final class ClosureHolder {
    var body: (Int) -> Void
    init(_ body: @escaping (Int) -> Void) { self.body = body }
  }

  final class Model: ObservableObject {
    @Published var value = 0
  }

  /// One row per hot path, plus the floor and the target ratio from the issue.
  static func run(operations: Int) -> [(Measurement, target: Double?)] {
    var rows: [(Measurement, target: Double?)] = []
    let tally = Tally()
    let indices = 0..<operations
    let everyIndex = Tally.reading(of: indices)

    let holder = ClosureHolder { tally.add($0) }
    let floorRow = "call a stored closure (floor)"
    let floor = measure(floorRow, operations: operations) {
      tally.reset()
      for index in 0..<operations { callStored(holder, index) }
      tally.expect(everyIndex, in: floorRow)
    }
    rows.append((floor, nil))

    do {
      let subject = PassthroughSubject<Int, Never>()
      let token = subject.sink { tally.add($0) }
      rows.append(
        (
          measure(sendRow, operations: operations) {
            tally.reset()
            for index in 0..<operations { subject.send(index) }
            tally.expect(everyIndex, in: sendRow)
          }, 5
        ))
      token.cancel()
    }

    // The same chain on both sides, as `erasedChain(on:)` builds it; only the erasure differs.
    let chainOutput = Tally.reading(of: indices.lazy.map { $0 &+ 1 }.filter { $0 & 1 == 0 })
    do {
      let subject = PassthroughSubject<Int, Never>()
      let token = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.sink { tally.add($0) }
      rows.append(
        (
          measure(unerasedRow, operations: operations) {
            tally.reset()
            for index in 0..<operations { subject.send(index) }
            tally.expect(chainOutput, in: unerasedRow)
          }, 10
        ))
      token.cancel()
    }

    do {
      let subject = PassthroughSubject<Int, Never>()
      let token = erasedChain(on: subject).sink { tally.add($0) }
      rows.append(
        (
          measure(erasedRow, operations: operations) {
            tally.reset()
            for index in 0..<operations { subject.send(index) }
            tally.expect(chainOutput, in: erasedRow)
          }, nil
        ))
      token.cancel()
    }

    do {
      let model = Model()
      let token = model.objectWillChange.sink { tally.add(1) }
      let row = "@Published set, observed via objectWillChange"
      let onePerSet = Tally.reading(of: indices.lazy.map { _ in 1 })
      rows.append(
        (
          measure(row, operations: operations) {
            tally.reset()
            for index in 0..<operations { model.value = index }
            tally.expect(onePerSet, in: row)
          }, 8
        ))
      token.cancel()
    }

    do {
      let model = Model()
      let token = model.$value.sink { tally.add($0) }
      let row = "@Published set, observed via $property"
      rows.append(
        (
          measure(row, operations: operations) {
            tally.reset()
            for index in 0..<operations { model.value = index }
            tally.expect(everyIndex, in: row)
          }, 8
        ))
      token.cancel()
    }

    do {
      let model = Model()
      rows.append(
        (
          measure("read objectWillChange", operations: operations) {
            for _ in 0..<operations { blackHole(model.objectWillChange) }
          }, 3
        ))
    }

    do {
      let first = PassthroughSubject<Int, Never>()
      let second = PassthroughSubject<Int, Never>()
      let token = first.combineLatest(second).sink { tally.add($0.0 &+ $0.1) }
      second.send(0)
      let row = combiningRows[0].name
      rows.append(
        (
          measure(row, operations: operations) {
            tally.reset()
            for index in 0..<operations { first.send(index) }
            tally.expect(everyIndex, in: row)
          }, nil
        ))
      token.cancel()
    }

    do {
      // Each operation sends one value to each side, so it makes one pair.
      let first = PassthroughSubject<Int, Never>()
      let second = PassthroughSubject<Int, Never>()
      let token = first.zip(second).sink { tally.add($0.0 &+ $0.1) }
      let row = combiningRows[1].name
      let pairs = Tally.reading(of: indices.lazy.map { $0 &+ $0 })
      rows.append(
        (
          measure(row, operations: operations) {
            tally.reset()
            for index in 0..<operations {
              first.send(index)
              second.send(index)
            }
            tally.expect(pairs, in: row)
          }, nil
        ))
      token.cancel()
    }

    do {
      let first = PassthroughSubject<Int, Never>()
      let second = PassthroughSubject<Int, Never>()
      let token = first.merge(with: second).sink { tally.add($0) }
      let row = combiningRows[2].name
      rows.append(
        (
          measure(row, operations: operations) {
            tally.reset()
            for index in 0..<operations { first.send(index) }
            tally.expect(everyIndex, in: row)
          }, nil
        ))
      token.cancel()
    }

    return rows
  }

  /// The row the combining operators are measured against: one plain send to a sink.
  static let sendRow = "PassthroughSubject.send to a sink"
  /// The combining rows, with how many values each operation sends (a zip pair takes two).
  static let combiningRows: [(name: String, valuesPerOperation: Double)] = [
    ("combineLatest of two subjects, send to a sink", 1),
    ("zip of two subjects, one pair to a sink", 2),
    ("merge of two subjects, send to a sink", 1),
  ]
  /// How much more a value through a combining operator may cost than a plain send.
  static let combiningTarget = 2.0

  /// The rows that type erasure is measured by: the same chain, unerased and erased.
  static let unerasedRow = "send through map and filter to a sink"
  static let erasedRow = "the same chain through eraseToAnyPublisher()"
  /// How much more the erased chain may cost than the unerased one.
  static let erasureTarget = 1.5

  /// The measured chain, erased where the subscriber cannot see it, as an API that returns
  /// `AnyPublisher` erases it: the optimiser may not look through the erasure.
  @inline(never) static func erasedChain(on subject: PassthroughSubject<Int, Never>)
    -> AnyPublisher<Int, Never>
  {
    subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.eraseToAnyPublisher()
  }

  @inline(never) static func callStored(_ holder: ClosureHolder, _ value: Int) {
    holder.body(value)
  }
}
