import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Gestures, hover and keys".
@MainActor
@Suite struct GesturesAndKeysTests {
  @Test func theCardFollowsTheDragAndKeepsWhereItWasDropped() throws {
    let host = ViewHost(GesturesAndKeys.DraggableCard(), width: 40, height: 6)
    let before = try host.text("कार्ड · カード · 🃏").bounds
    host.pressPointer(at: CGPoint(x: before.midX, y: before.midY))
    host.movePointer(to: CGPoint(x: before.midX + 16, y: before.midY + 16))
    host.update()
    #expect(try host.text("कार्ड · カード · 🃏").bounds.minX == before.minX + 16)
    host.releasePointer(at: CGPoint(x: before.midX + 32, y: before.midY + 16))
    host.update()
    // The gesture state went back to zero; the position kept the whole drag.
    #expect(try host.text("कार्ड · カード · 🃏").bounds.minX == before.minX + 32)
    #expect(try host.text("कार्ड · カード · 🃏").bounds.minY == before.minY + 16)
  }

  @Test func aTapOnTheTextReachesTheColourBehindIt() throws {
    let host = ViewHost(GesturesAndKeys.TapThrough(), width: 40, height: 5)
    let text = try host.text("Tap anywhere 任意の場所").bounds
    host.pressPointer(at: CGPoint(x: text.midX, y: text.midY))
    host.releasePointer(at: CGPoint(x: text.midX, y: text.midY))
    host.update()
    #expect(host.contains(text: "Taps: 1"))
  }

  @Test func aTapOnTheRowsEmptyEndOpensIt() throws {
    let host = ViewHost(GesturesAndKeys.WholeRow(), width: 40, height: 2)
    let text = try host.text("Inbox 受信箱").bounds
    // Past the text, on the spacer.
    let end = CGPoint(x: text.maxX + 40, y: text.midY)
    host.pressPointer(at: end)
    host.releasePointer(at: end)
    host.update()
    #expect(host.contains(text: "Opened: 1"))
  }

  @Test func holdingLongEnoughDeletes() throws {
    let host = ViewHost(GesturesAndKeys.HoldToDelete(), width: 20, height: 1)
    let text = try host.text("Hold to delete")
    host.pressPointer(at: CGPoint(x: text.bounds.midX, y: text.bounds.midY))
    host.update()
    #expect(host.contains(text: "Keep holding…"))
    host.holdPointer(for: 1)
    host.update()
    #expect(host.contains(text: "Deleted"))
  }

  @Test func theButtonTakesItsClickAndTheRowTheRest() throws {
    let host = ViewHost(GesturesAndKeys.PhotoRow(), width: 40, height: 2)
    try host.button("Share").tap()
    try host.text("Photo 写真").tap()
    host.update()
    #expect(host.contains(text: "share, photo, any tap"))
  }

  @Test func theCardShowsWhereThePointerIs() throws {
    let host = ViewHost(GesturesAndKeys.HoverCard(), width: 30, height: 1)
    try host.text("Hover me").hover(at: CGPoint(x: 8, y: 8))
    host.update()
    #expect(host.contains(text: "Pointer at 8, 8"))
  }

  @Test func theArrowsDigitsAndEscapeSetTheValue() throws {
    let host = ViewHost(GesturesAndKeys.Stepper(), width: 20, height: 1)
    try host.text("Value: 0").focus()
    host.pressKey(.upArrow)
    host.pressKey(.upArrow)
    host.update()
    #expect(host.contains(text: "Value: 2"))
    host.pressKey("७")
    host.update()
    #expect(host.contains(text: "Value: 2"))
    host.pressKey("7")
    host.update()
    #expect(host.contains(text: "Value: 7"))
    host.pressKey(.escape)
    host.update()
    #expect(host.contains(text: "Value: 0"))
  }
}
