#if canImport(UIKit)
    import CrossfadeUIKit
    import UIKit

    /// The showcase assembled from Crossfade's UIKit façades and the app's own views:
    /// a tab bar with the lyric cards and Your Library, a mini player opening into Now
    /// Playing (the cover carousel, a scrubber, the transport row), and the queue as a card.
    /// Make it the window's root view controller in an app target (README.md beside
    /// these files says how; that has never been tried on a Mac here: unverified).
    @MainActor
    final class ShowcaseTabBarController: UITabBarController {
        override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [LyricsViewController(nibName: nil, bundle: nil), LibraryViewController()]
            presentMiniPlayer(with: NowPlayingViewController(nibName: nil, bundle: nil))
            miniPlayerItem = MiniPlayerItem(
                title: Demo.queue[0].title, subtitle: Demo.queue[0].artist, artwork: UIImage(systemName: "music.note"),
                progress: 0.3)
        }
    }

    /// The app's own data.
    enum Demo {
        static let queue = [
            CoverCarouselItem(title: "Every Frame", artist: "The Quiet Engines", duration: 214),
            CoverCarouselItem(title: "Glass Weather", artist: "Mira Okafor", duration: 192),
            CoverCarouselItem(title: "Night Bus", artist: "Low Orbit", duration: 247),
            CoverCarouselItem(title: "Paper Lanterns", artist: "Hollow Coast", duration: 181)
        ]
        static let lyrics = ["The screen refreshes", "and every frame", "a little closer", "to the light", "we leave on"]
    }
#endif
