#if canImport(UIKit)
    import CrossfadeUIKit
    import Foundation
    import UIKit

    /// A list of tracks, the app's own table view: each of Your Library's pages is
    /// one (the pager scrolls it, through `contentScrollView(for: .top)`), and so is
    /// the queue presented as a card. Rows size themselves (Dynamic Type included).
    @MainActor
    class TrackListViewController: UITableViewController {
        private let tracks: [CoverCarouselItem]
        private let onSelect: (Int) -> Void

        /// A list of `tracks`; `onSelect` hears the row tapped.
        init(tracks: [CoverCarouselItem], onSelect: @escaping (Int) -> Void = { _ in }) {
            self.tracks = tracks
            self.onSelect = onSelect
            super.init(style: .plain)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tracks.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = tracks[indexPath.item].title
            content.secondaryText = tracks[indexPath.item].artist
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onSelect(indexPath.item) }

        private static let cellIdentifier = "track"
    }
#endif
