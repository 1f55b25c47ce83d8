import Foundation
import TrellisUI

/// The code of the article "Editing the rows of a list": a reading list whose rows are
/// deleted, moved and inserted by dropping or pasting text, links and files.
enum EditingListRows {
  @MainActor @Observable
  final class ReadingList {
    var entries = ["क्षितिज", "漢字の本", "👩🏽‍💻 Notes"]
    /// The last drop's loading, kept so that a test can wait for it.
    @ObservationIgnored var loading: Task<Void, Never>?
  }

  struct ReadingListView: View {
    let list: ReadingList

    var body: some View {
      List {
        ForEach(list.entries, id: \.self) { Text($0) }
          .onDelete { list.entries.remove(atOffsets: $0) }
          .onMove { list.entries.move(fromOffsets: $0, toOffset: $1) }
          .onInsert(of: [.fileURL, .url, .plainText]) { offset, providers in
            insert(providers, at: offset)
          }
      }
    }

    /// Loads each item as the most specific thing it offers, off the main thread, and
    /// inserts it in order once all have loaded.
    private func insert(_ providers: [NSItemProvider], at offset: Int) {
      list.loading = Task {
        var loaded: [String] = []
        for provider in providers {
          if let entry = await entry(from: provider) { loaded.append(entry) }
        }
        list.entries.insert(contentsOf: loaded, at: min(offset, list.entries.count))
      }
    }

    private func entry(from provider: NSItemProvider) async -> String? {
      if provider.hasItemConformingToTypeIdentifier(UTType.fileURL.identifier) {
        return provider.suggestedName
      }
      let type: UTType =
        provider.hasItemConformingToTypeIdentifier(UTType.url.identifier)
        ? .url : .plainText
      guard let data = try? await provider.loadDataRepresentation(for: type) else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
  }
}
