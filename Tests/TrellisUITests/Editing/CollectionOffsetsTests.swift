import Foundation
import Testing
import TrellisUI

@Suite struct CollectionOffsetsTests {
  private func moved(_ text: String, _ offsets: [Int], to destination: Int) -> String {
    var letters = Array(text)
    letters.move(fromOffsets: IndexSet(offsets), toOffset: destination)
    return String(letters)
  }

  @Test func movesScatteredElementsBeforeTheDestinationKeepingEveryOrder() {
    // Lowercase letters gathered before the element at offset 2, at 6, at the end, at 0.
    let lowercase = [2, 4, 5, 6, 11, 12]
    #expect(moved("ABcDefgHIJKlmNO", lowercase, to: 2) == "ABcefglmDHIJKNO")
    #expect(moved("ABcDefgHIJKlmNO", lowercase, to: 15) == "ABDHIJKNOcefglm")
    #expect(moved("ABcDefgHIJKlmNO", lowercase, to: 0) == "cefglmABDHIJKNO")
    #expect(moved("ABcDefgHIJKlmNO", lowercase, to: 7) == "ABDcefglmHIJKNO")
  }

  @Test func destinationsInsideTheMovedRunLeaveTheRunInPlace() {
    #expect(moved("abcdef", [1, 2], to: 1) == "abcdef")
    #expect(moved("abcdef", [1, 2], to: 2) == "abcdef")
    #expect(moved("abcdef", [1, 2], to: 3) == "abcdef")
  }

  @Test func oneRowUpAndDownAsAListDragDoes() {
    // Down one: the destination is the offset after the next element.
    #expect(moved("abcd", [1], to: 3) == "acbd")
    // Up one.
    #expect(moved("abcd", [2], to: 1) == "acbd")
    // First to last, last to first.
    #expect(moved("abcd", [0], to: 4) == "bcda")
    #expect(moved("abcd", [3], to: 0) == "dabc")
  }

  @Test func nothingToMoveOrAnEmptyCollectionChangesNothing() {
    #expect(moved("abc", [], to: 1) == "abc")
    var empty: [Int] = []
    empty.move(fromOffsets: IndexSet(), toOffset: 0)
    #expect(empty.isEmpty)
  }

  @Test func worksOnCollectionsWhoseIndicesAreNotOffsets() {
    // A slice's indices start where it started in its base; offsets count from its start.
    var slice = Array("xxabcd")[2...]
    slice.move(fromOffsets: [0], toOffset: 4)
    #expect(String(slice) == "bcda")
    var scalars = "wxyz".unicodeScalars.map(\.self)[...]
    scalars.move(fromOffsets: [3], toOffset: 0)
    #expect(String(String.UnicodeScalarView(scalars)) == "zwxy")
  }

  @Test func keepsElementsInOtherScriptsWhole() {
    var words = ["नमस्ते", "你好", "👩‍👩‍👧", "héllo"]
    words.move(fromOffsets: [0, 2], toOffset: 4)
    #expect(words == ["你好", "héllo", "नमस्ते", "👩‍👩‍👧"])
  }

  @Test func removesTheElementsAtTheOffsets() {
    var letters = Array("abcdefgh")
    letters.remove(atOffsets: [0, 2, 3, 7])
    #expect(String(letters) == "befg")
    var text = "héllo wörld"
    text.remove(atOffsets: IndexSet(5..<11))
    #expect(text == "héllo")
    var unchanged = [1, 2, 3]
    unchanged.remove(atOffsets: [])
    #expect(unchanged == [1, 2, 3])
  }

  @Test func removesFromASliceByOffset() {
    var slice = [10, 20, 30, 40, 50][1...]
    slice.remove(atOffsets: [1, 3])
    #expect(Array(slice) == [20, 40])
  }

  @Test func anOffsetOutsideTheCollectionStopsTheProgramWithAMessage() async throws {
    let removal = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var letters = Array("abc")
      letters.remove(atOffsets: [1, 3])
    }
    #expect(
      String(decoding: removal.standardErrorContent, as: UTF8.self).contains(
        "remove(atOffsets:): offset 3 is outside a collection of 3 elements"))
    let move = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var letters = Array("abc")
      letters.move(fromOffsets: [5], toOffset: 0)
    }
    #expect(
      String(decoding: move.standardErrorContent, as: UTF8.self).contains(
        "offset 5 is outside a collection of 3 elements"))
    let destination = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      var letters = Array("abc")
      letters.move(fromOffsets: [0], toOffset: 4)
    }
    #expect(
      String(decoding: destination.standardErrorContent, as: UTF8.self).contains(
        "destination 4 is outside 0...3"))
  }
}
