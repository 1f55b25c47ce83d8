import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `onDrop(of:delegate:)`: the order a delegate is told things in, its validation and its
/// proposals.
@MainActor
@Suite struct DropDelegateTests {
  final class Recorder: DropDelegate {
    var calls: [String] = []
    var valid = true
    var proposal: DropProposal?
    var loaded: [String] = []

    func validateDrop(info: DropInfo) -> Bool {
      calls.append("validate \(info.hasItemsConforming(to: [.plainText]))")
      return valid
    }
    func dropEntered(info: DropInfo) { calls.append("entered \(point(info))") }
    func dropUpdated(info: DropInfo) -> DropProposal? {
      calls.append("updated \(point(info))")
      return proposal
    }
    func dropExited(info: DropInfo) { calls.append("exited") }
    func performDrop(info: DropInfo) -> Bool {
      calls.append("perform \(info.itemProviders(for: [.plainText]).count)")
      return true
    }
    private func point(_ info: DropInfo) -> String {
      "\(Int(info.location.x)),\(Int(info.location.y))"
    }
  }

  private func host(_ recorder: Recorder) -> ViewHost {
    ViewHost(
      VStack(spacing: 0) {
        Text("क्षि 漢 👩🏽‍💻").draggable("क्षि 漢 👩🏽‍💻")
        Color.mint.frame(width: 80, height: 48).onDrop(of: [.text], delegate: recorder)
          .accessibilityIdentifier("target")
      }.frame(width: 160, height: 96, alignment: .topLeading), width: 20, height: 6)
  }

  @Test func theDelegateIsToldInApplesOrder() throws {
    let recorder = Recorder()
    let host = host(recorder)
    let target = try host.element(accessibilityIdentifier: "target")
    let drag = try host.text("क्षि 漢 👩🏽‍💻").beginDrag()
    drag.move(over: target, at: CGPoint(x: 8, y: 16))
    drag.move(over: target, at: CGPoint(x: 24, y: 32))
    drag.leave()
    drag.move(over: target, at: CGPoint(x: 40, y: 16))
    #expect(drag.drop())
    #expect(
      recorder.calls == [
        "validate true", "entered 8,16", "updated 8,16", "updated 24,32", "exited",
        "validate true", "entered 40,16", "updated 40,16", "perform 1",
        "exited",
      ])
  }

  @Test func aDelegateThatRefusesIsNoTarget() throws {
    let recorder = Recorder()
    recorder.valid = false
    let host = host(recorder)
    let target = try host.element(accessibilityIdentifier: "target")
    #expect(try !host.text("क्षि 漢 👩🏽‍💻").drag(onto: target))
    #expect(recorder.calls == ["validate true"])
  }

  @Test(arguments: [DropOperation.forbidden, .cancel])
  func aProposalThatRefusesKeepsTheDropFromBeingPerformed(operation: DropOperation) throws {
    let recorder = Recorder()
    recorder.proposal = DropProposal(operation: operation)
    let host = host(recorder)
    let target = try host.element(accessibilityIdentifier: "target")
    let drag = try host.text("क्षि 漢 👩🏽‍💻").beginDrag()
    drag.move(over: target)
    #expect(drag.operation == operation)
    #expect(!drag.drop())
    #expect(!recorder.calls.contains { $0.hasPrefix("perform") })
    #expect(recorder.calls.last == "exited")
  }

  @Test func aMoveProposalIsPerformed() throws {
    let recorder = Recorder()
    recorder.proposal = DropProposal(operation: .move)
    let host = host(recorder)
    let target = try host.element(accessibilityIdentifier: "target")
    #expect(try host.text("क्षि 漢 👩🏽‍💻").drag(onto: target))
    #expect(recorder.calls.contains("perform 1"))
  }
}
