import Foundation
import TrellisTransferable

extension UTType {
  /// A card of the fixtures' own, as an app declares its document types.
  static let card = UTType(exportedAs: "org.trellis.tests.card", conformingTo: .json)
  /// A card as a file of its own.
  static let cardFile = UTType(exportedAs: "org.trellis.tests.card-file", conformingTo: .data)
}

/// A value with every kind of representation: its own JSON first, a file, its title as text.
struct Card: Codable, Equatable, Transferable {
  var title: String
  var isPrivate = false

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .card)
    FileRepresentation(contentType: .cardFile) { card in
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("card-\(UUID().uuidString).card")
      try Data(card.title.utf8).write(to: url)
      return SentTransferredFile(url)
    } importing: { received in
      Card(title: String(decoding: try Data(contentsOf: received.file), as: UTF8.self))
    }
    .suggestedFileName { "\($0.title).card" }
    ProxyRepresentation(exporting: \.title)
      .exportingCondition { !$0.isPrivate }
  }
}

/// Bytes of a type of their own, one way each.
struct Stamp: Equatable, Transferable {
  var code: String

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .utf8PlainText) { Data("stamp \($0.code)".utf8) }
    DataRepresentation(importedContentType: .plainText) { data in
      Stamp(code: String(decoding: data, as: UTF8.self))
    }
  }
}

/// A custom representation grouping others in its body.
struct MemoRepresentation: TransferRepresentation {
  typealias Item = Memo
  var body: some TransferRepresentation<Memo> {
    ProxyRepresentation(exporting: \.text, importing: { Memo(text: $0) })
  }
}

/// A value carried through a custom representation.
struct Memo: Equatable, Transferable {
  var text: String
  static var transferRepresentation: some TransferRepresentation { MemoRepresentation() }
}
