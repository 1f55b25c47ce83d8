// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  extension TransferRepresentation {
    /// The representation with `fileName` as the name a receiver gives what it saves.
    /// - Parameter fileName: A name, with or without its extension.
    /// - Returns: The representation, named.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
      modified { $0.fileName = { _ in fileName } }
    }

    /// The representation with a name for each value, such as its title, that a receiver
    /// gives what it saves.
    /// - Parameter fileName: The name for a value, or `nil` for none.
    /// - Returns: The representation, named.
    public func suggestedFileName(
      _ fileName: @escaping @Sendable (Item) -> String?
    ) -> some TransferRepresentation<Item> {
      modified { $0.fileName = fileName }
    }

    /// The representation, used to export only the values `condition` lets go; the others
    /// skip it for the next representation.
    /// - Parameter condition: Whether a value may be exported this way.
    /// - Returns: The conditional representation.
    public func exportingCondition(
      _ condition: @escaping @Sendable (Item) -> Bool
    ) -> some TransferRepresentation<Item> {
      modified { entry in
        let earlier = entry.condition
        entry.condition = { (earlier?($0) ?? true) && condition($0) }
      }
    }

    /// The representation, offered only to receivers `visibility` allows. Every receiver
    /// of a Trellis app's own drags is in its process, so this changes nothing here.
    public func visibility(
      _ visibility: TransferRepresentationVisibility
    ) -> some TransferRepresentation<Item> {
      modified { _ in }
    }

    private func modified(
      _ change: (inout _TransferEntry<Item>) -> Void
    ) -> _TransferRepresentationList<Item> {
      var entries = _transferEntries()
      for index in entries.indices { change(&entries[index]) }
      return _TransferRepresentationList(entries: entries)
    }
  }

  /// Which receivers a representation is offered to.
  public struct TransferRepresentationVisibility: Sendable, Hashable {
    let scope: Int
    /// Every program.
    public static let all = Self(scope: 0)
    /// Programs of the same development team.
    public static let team = Self(scope: 1)
    /// Programs of the same group.
    public static let group = Self(scope: 2)
    /// Only the program itself.
    public static let ownProcess = Self(scope: 3)
  }
#endif
