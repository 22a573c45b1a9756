#if canImport(UIKit)
    import CrossfadeHost
    import CrossfadeInteractions
    import UIKit

    /// The mini player of one tab bar controller: a host view over its whole view
    /// running player-transition, with the bar in `miniPlayer.content` and the
    /// player's view in `player.content`; the engine's own home screen and tab bar
    /// are left out, the real tab bar follows the engine's as it slides away, and
    /// touches where the player draws nothing reach the tabs beneath; the player
    /// coming to rest open or closed (`opened`, `closed`) goes to `onOpenChange`.
    @MainActor
    final class MiniPlayerController {
        /// The mini player of each tab bar controller that presented one.
        static var controllers: [ObjectIdentifier: MiniPlayerController] = [:]

        let hostView = CrossfadeHostView(configuration: .miniPlayer())
        let bar = MiniPlayerBarView()
        private let player: UIViewController
        private weak var tabBarController: UITabBarController?
        private var slotViews: [Slot.Place: UIView] = [:]

        init(player: UIViewController, in tabBarController: UITabBarController, onOpenChange: @escaping (Bool) -> Void) {
            self.player = player
            self.tabBarController = tabBarController
            slotViews = [.miniPlayerContent: bar, .playerContent: player.view]
            hostView.slotView = { [weak self] slot in self?.slotViews[slot.place] }
            hostView.onEvent = { event in event.settled?.playerIsOpen.map(onOpenChange) }
            hostView.onFollow = { [weak tabBarController] follow in
                tabBarController?.tabBar.transform = CGAffineTransform(translationX: CGFloat(follow.translation.x), y: CGFloat(follow.translation.y))
            }
            let container: UIView = tabBarController.view
            hostView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            hostView.bounds = container.bounds
            hostView.layer.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
            container.addSubview(hostView)
        }

        /// Takes the mini player away; the tab bar goes back to its place.
        func remove() {
            hostView.removeFromSuperview()
            tabBarController?.tabBar.transform = .identity
        }
    }
#endif
