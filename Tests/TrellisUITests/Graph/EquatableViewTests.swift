import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// A score whose `==` leaves out a timestamp that changes on every parent evaluation.
private struct Score: View, Equatable {
  let points: Int
  let stamp: Int

  nonisolated static func == (lhs: Score, rhs: Score) -> Bool { lhs.points == rhs.points }

  var body: some View { Text("\(points) अंक 分") }
}

/// The same score drawn without `equatable()`, so its fields are compared one by one.
private struct PlainScore: View {
  let points: Int
  let stamp: Int

  var body: some View { Text("\(points) plain") }
}

private struct Board: View {
  @State var points = 1
  @State var ticks = 0

  var body: some View {
    VStack {
      EquatableView(content: Score(points: points, stamp: ticks))
      PlainScore(points: points, stamp: ticks)
      Button("Tick") { ticks += 1 }
      Button("Score") { points += 1 }
    }
  }
}

@MainActor
@Suite struct EquatableViewTests {
  @Test func aViewIsEvaluatedAgainOnlyWhenItsOwnEqualitySaysItChanged() throws {
    let host = ViewHost(Board(), width: 30, height: 6)
    #expect(host.bodyEvaluations(of: Score.self) == 1)
    try host.button("Tick").tap()
    host.update()
    // The stamp changed: the plain view runs again, the equatable one does not.
    #expect(host.bodyEvaluations(of: PlainScore.self) == 2)
    #expect(host.bodyEvaluations(of: Score.self) == 1)
    try host.button("Score").tap()
    host.update()
    #expect(host.bodyEvaluations(of: Score.self) == 2)
    #expect(host.contains(text: "2 अंक 分"))
  }

  @Test func theModifierWrapsTheViewInAnEquatableView() {
    let wrapped = Score(points: 3, stamp: 0).equatable()
    #expect(wrapped.content == Score(points: 3, stamp: 9))
    #expect(wrapped == Score(points: 3, stamp: 1).equatable())
    #expect(wrapped != Score(points: 4, stamp: 0).equatable())
  }
}
