@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// A case: a program and the steps made on it.
struct FuzzCase: Hashable {
  var program: FuzzProgram
  var steps: [FuzzStep]
}

/// How a case failed.
struct FuzzFailure: Error {
  enum Kind: Equatable {
    /// The live screen differs from a fresh render.
    case mismatch
    /// An action the world expected to work threw, or the harness lost track.
    case error(String)
  }

  let kind: Kind
  /// The step after which it failed, from 1.
  let step: Int
  let expected: FuzzScreen?
  let actual: FuzzScreen?

  var summary: String {
    switch kind {
    case .mismatch:
      return "The live screen differs from a fresh render of the same state after step \(step):\n"
        + FuzzScreen.difference(expected: expected!, actual: actual!)
    case .error(let message):
      return "Step \(step) failed: \(message)"
    }
  }
}

/// Runs cases: the live host takes the steps; after each step's update pass, its screen must
/// equal a fresh host's over the same state.
@MainActor
enum FuzzRunner {
  static let width = 40
  static let height = 10

  /// Makes the next step from what the world expects and what the live host shows.
  typealias StepMaker = (FuzzProgram, FuzzWorld, [String: FuzzControl], ViewHost) -> FuzzStep
  /// Changes the world after the step it is given (from 1) without the live host knowing.
  typealias Tamper = (Int, inout FuzzWorld) -> Void

  /// Runs `fuzzCase`. With `makeStep`, it first makes `stepCount` steps as it goes (appended
  /// to the case, so that it replays). `tamper` changes the world after a step without the
  /// live host knowing (the harness's own test).
  static func run(
    _ fuzzCase: inout FuzzCase, stepCount: Int = 0, makeStep: StepMaker? = nil,
    tamper: Tamper? = nil
  ) -> FuzzFailure? {
    let program = fuzzCase.program
    var world = FuzzWorld(program)
    var controls = world.settle(program)
    let models = FuzzModels(observable: program.observable, combine: program.combine)
    let live = ViewHost(FuzzRoot(program: program, models: models), width: width, height: height)
    defer { live.close() }
    // The first frame is itself a fresh render of the first state: the comparisons start
    // after the first step.
    var last: Reference?
    let total = makeStep == nil ? fuzzCase.steps.count : stepCount
    for index in 0..<total {
      if let makeStep { fuzzCase.steps.append(makeStep(program, world, controls, live)) }
      do {
        for edit in fuzzCase.steps[index] {
          try edit.apply(live: live, models: models, world: &world, controls: controls)
        }
      } catch {
        return FuzzFailure(kind: .error("\(error)"), step: index + 1, expected: nil, actual: nil)
      }
      live.update()
      controls = world.settle(program)
      tamper?(index + 1, &world)
      if let failure = compare(live, program, world, controls, step: index + 1, last: &last) {
        return failure
      }
    }
    return nil
  }

  /// A fresh render, and what it was made from: the same world scrolled the same way gives
  /// the same screen, so a step that changed neither (a tap on nothing) needs no new one.
  private struct Reference {
    let world: FuzzWorld
    let offsets: [Int]
    let screen: FuzzScreen
  }

  /// Compares the live screen with a fresh render of `world`, scrolled as the live host is
  /// and with the same control focused.
  private static func compare(
    _ live: ViewHost, _ program: FuzzProgram, _ world: FuzzWorld, _ controls: [String: FuzzControl],
    step: Int, last: inout Reference?
  ) -> FuzzFailure? {
    let actual = FuzzScreen(live)
    let offsets = live.core.scrollContainers.map { $0.scrollOffset() ?? 0 }
    if let last, last.world == world, last.offsets == offsets {
      guard last.screen == actual else {
        return FuzzFailure(kind: .mismatch, step: step, expected: last.screen, actual: actual)
      }
      return nil
    }
    let models = FuzzModels(
      observable: world.observable, combine: world.combine, seeds: world.seeds)
    let reference = ViewHost(
      FuzzRoot(program: program, models: models), width: width, height: height)
    defer { reference.close() }
    do {
      try scroll(reference, to: offsets)
      if let focus = world.focus,
        let label = controls.first(where: { $0.value.path == focus })?.key,
        let element = reference.elements.first(where: { $0.fuzzLabel == label })
      {
        try element.focus()
        // Focusing may scroll the control into view; the live host's offsets still decide.
        try scroll(reference, to: offsets)
      }
    } catch {
      return FuzzFailure(
        kind: .error("the fresh render could not be scrolled or focused as the live one: \(error)"),
        step: step, expected: nil, actual: actual)
    }
    let expected = FuzzScreen(reference)
    last = Reference(world: world, offsets: offsets, screen: expected)
    guard expected == actual else {
      return FuzzFailure(kind: .mismatch, step: step, expected: expected, actual: actual)
    }
    return nil
  }

  private static func scroll(_ host: ViewHost, to offsets: [Int]) throws {
    // Scrolling one container can show or hide others after it: they are found again only
    // then.
    var containers = host.core.scrollContainers
    for (index, offset) in offsets.enumerated() {
      guard index < containers.count else { return }
      let current = containers[index].scrollOffset() ?? 0
      if offset != current {
        try containers[index].scroll(by: offset - current)
        containers = host.core.scrollContainers
      }
    }
  }
}
