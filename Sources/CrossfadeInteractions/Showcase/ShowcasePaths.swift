import CrossfadeScene

/// The layers the showcase updates and hit-tests, as building its tree handed
/// them back (`Showcase.build`): its containers, its own moving layers and its
/// controls. Ids stay for traces and hosts; the showcase reaches its layers by these.
struct ShowcasePaths: Sendable {
    /// Everything the queue's card shrinks back: the tabs, the tab bar, the player, the lyrics.
    let app: LayerPath
    let home: HomePaths
    let search: SearchPaths
    let library: LayerPath
    let tabBar: LayerPath
    /// The tab bar's items, by tab (0 Home, 1 Search, 2 Your Library).
    let tabs: [TabPaths]
    let player: LayerPath
    /// The carousel's container, inside the full player's content.
    let carousel: LayerPath
    let nowPlaying: NowPlayingPaths
    let mini: MiniPaths
    let lyricsView: LayerPath
    /// The lyrics view's close chevron.
    let lyricsClose: LayerPath
    let lyrics: LayerPath
    let queue: LayerPath
    let sheet: SheetPaths

    /// Home: the screen, its scrolling content, and what a tap or a sideways drag finds there.
    struct HomePaths: Sendable {
        let screen: LayerPath
        let content: LayerPath
        /// The recently played tiles, by `ShowcaseHome.tiles` index.
        let tiles: [LayerPath]
        /// Each shelf's band (it takes a sideways drag, gaps included).
        let shelves: [LayerPath]
        /// Each shelf's strip of cards (it scrolls sideways).
        let strips: [LayerPath]
        /// Each shelf's cards, by shelf, then by item.
        let items: [[LayerPath]]
    }

    /// Search: the screen, its scrolling content, its browse tiles and its song rows.
    struct SearchPaths: Sendable {
        let screen: LayerPath
        let content: LayerPath
        let categories: [LayerPath]
        let songs: [LayerPath]
    }

    /// A tab bar item: the item, its icon and its title.
    struct TabPaths: Sendable {
        let item: LayerPath
        let icon: LayerPath
        let title: LayerPath
    }

    /// Now Playing's own layers, around the carousel.
    struct NowPlayingPaths: Sendable {
        /// The full player's backdrop (the child's sheet, drawn with the showcase's gradient).
        let backdrop: LayerPath
        let caption: LayerPath
        let context: LayerPath
        let like: LayerPath
        let likeIcon: LayerPath
        /// The header's and the button row's controls, each with what its tap does (the like button among them).
        let buttons: [Button]
        /// What scrolls: the carousel and everything of Now Playing's, down to the cards below the transport.
        let scroll: LayerPath
        /// The player's chevron (the child's), moved with the scroll.
        let chevron: LayerPath
        let more: MorePaths
    }

    /// Now Playing below the transport: the lyrics card and its lines, the artist's card.
    struct MorePaths: Sendable {
        let lyricsCard: LayerPath
        let lines: [LayerPath]
        let artistCard: LayerPath
        let image: LayerPath
        let name: LayerPath
        let detail: LayerPath
    }

    /// A control of the showcase's own and what a tap on it does.
    struct Button: Sendable {
        let path: LayerPath
        let member: ShowcaseMember
    }

    /// The mini player's parts the showcase moves or takes taps on (inside the player child).
    struct MiniPaths: Sendable {
        let card: LayerPath
        let title: LayerPath
        let artist: LayerPath
        let play: LayerPath
        let devices: LayerPath?
        /// The neighbouring track's title and artist, beside the titles as a swipe moves them.
        let incomingTitle: LayerPath?
        let incomingArtist: LayerPath?
        /// From one title to the next in the swipe's strip, pt.
        let swipePitch: Double
    }

    /// The menu, share and devices sheet: the dim, the panel and its parts.
    struct SheetPaths: Sendable {
        let sheet: LayerPath
        let dim: LayerPath
        let panel: LayerPath
        let art: LayerPath
        let title: LayerPath
        let subtitle: LayerPath
        /// The rows, each with its title.
        let rows: [LayerPath]
        let rowTitles: [LayerPath]
    }
}

extension Optional where Wrapped == LayerPath {
    /// Whether there is a hit and it is `ancestor` or a layer inside it (nothing is inside no layer).
    func isInside(_ ancestor: LayerPath?) -> Bool { self?.isInside(ancestor) ?? false }
}
