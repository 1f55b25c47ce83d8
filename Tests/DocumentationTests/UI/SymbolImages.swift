import TrellisUI

/// The code of the article "Symbol images".
enum SymbolImages {
  struct ShareBar: View {
    var body: some View {
      HStack {
        Image(systemName: "trash")
        Image(systemName: "star").symbolVariant(.fill)
        Image(systemName: "heart.fill").foregroundStyle(.red)
        Label("Share", systemImage: "square.and.arrow.up")
      }
      .font(.title)
    }
  }

  struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.title
        configuration.icon
      }
    }
  }

  struct ArchiveRow: View {
    var body: some View {
      Label("Archive", systemImage: "archivebox").labelStyle(TrailingIconLabelStyle())
    }
  }
}
