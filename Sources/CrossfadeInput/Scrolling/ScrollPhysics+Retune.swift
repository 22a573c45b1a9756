import CrossfadeMotion

extension ScrollPhysics {
    /// Springs back from past an edge on `bounce` and snaps on `snap` from now on
    /// (springs tuned live in a motion lab): a bounce or a snap under way carries on
    /// from where it is, at the speed it moves, on the new spring toward the same
    /// target (an animated `scroll(to:)` that named its own spring takes `snap`);
    /// a deceleration runs on and bounces on `bounce` if it meets an edge.
    public mutating func retune(bounce: Spring, snap: Spring) {
        configuration.bounceSpring = bounce
        configuration.snapSpring = snap
        switch motion {
        case .spring(var spring):
            spring.retune(snap)
            motion = .spring(spring)
        case .bounce(var spring):
            spring.retune(bounce)
            motion = .bounce(spring)
        case .none, .deceleration: break
        }
    }
}
