import TrellisCombine

/// The publishing core's hot paths, each compared with the cost of calling a stored closure.
enum CombineBenchmarks {
  /// The floor: what one call of a closure stored in an object costs on this machine.
  final class ClosureHolder {
    var body: (Int) -> Void = { blackHole($0) }
  }

  final class Model: ObservableObject {
    @Published var value = 0
  }

  /// One row per hot path, plus the floor and the target ratio from the issue.
  static func run(operations: Int) -> [(Measurement, target: Double?)] {
    var rows: [(Measurement, target: Double?)] = []

    let holder = ClosureHolder()
    let floor = measure("call a stored closure (floor)", operations: operations) {
      for index in 0..<operations { callStored(holder, index) }
    }
    rows.append((floor, nil))

    do {
      let subject = PassthroughSubject<Int, Never>()
      let token = subject.sink { blackHole($0) }
      rows.append(
        (
          measure("PassthroughSubject.send to a sink", operations: operations) {
            for index in 0..<operations { subject.send(index) }
          }, 5
        ))
      token.cancel()
    }

    do {
      let subject = PassthroughSubject<Int, Never>()
      let token = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.sink { blackHole($0) }
      rows.append(
        (
          measure(Self.unerasedRow, operations: operations) {
            for index in 0..<operations { subject.send(index) }
          }, 10
        ))
      token.cancel()
    }

    do {
      let subject = PassthroughSubject<Int, Never>()
      let token = erasedChain(on: subject).sink { blackHole($0) }
      rows.append(
        (
          measure(Self.erasedRow, operations: operations) {
            for index in 0..<operations { subject.send(index) }
          }, nil
        ))
      token.cancel()
    }

    do {
      let model = Model()
      let token = model.objectWillChange.sink { blackHole(()) }
      rows.append(
        (
          measure("@Published set, observed via objectWillChange", operations: operations) {
            for index in 0..<operations { model.value = index }
          }, 8
        ))
      token.cancel()
    }

    do {
      let model = Model()
      let token = model.$value.sink { blackHole($0) }
      rows.append(
        (
          measure("@Published set, observed via $property", operations: operations) {
            for index in 0..<operations { model.value = index }
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
      let token = first.combineLatest(second).sink { blackHole($0) }
      second.send(0)
      rows.append(
        (
          measure("combineLatest of two subjects, send to a sink", operations: operations) {
            for index in 0..<operations { first.send(index) }
          }, nil
        ))
      token.cancel()
    }

    do {
      // Each operation sends one value to each side, so it makes one pair.
      let first = PassthroughSubject<Int, Never>()
      let second = PassthroughSubject<Int, Never>()
      let token = first.zip(second).sink { blackHole($0) }
      rows.append(
        (
          measure("zip of two subjects, one pair to a sink", operations: operations) {
            for index in 0..<operations {
              first.send(index)
              second.send(index)
            }
          }, nil
        ))
      token.cancel()
    }

    do {
      let first = PassthroughSubject<Int, Never>()
      let second = PassthroughSubject<Int, Never>()
      let token = first.merge(with: second).sink { blackHole($0) }
      rows.append(
        (
          measure("merge of two subjects, send to a sink", operations: operations) {
            for index in 0..<operations { first.send(index) }
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
