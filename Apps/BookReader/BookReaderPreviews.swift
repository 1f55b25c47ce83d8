// Previews of seed 003's book reader, in a file of their own.
import TrellisUI

#Preview("Library") {
  LibraryView()
    .environment(Library())
}

#Preview("Editing a book") {
  @Previewable @State var book = Book()
  BookEditView(book: book)
}
