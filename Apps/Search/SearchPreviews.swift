// Previews of the search app, in a file of their own.
import TrellisUI

#Preview("Search") {
  SearchView()
}
