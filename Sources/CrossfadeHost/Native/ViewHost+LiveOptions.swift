import CrossfadeInteractions

extension ViewHost {
    /// The façade changes some live options (a card's content height as the app's
    /// table loads, `isModalInPresentation`, the controller's title; the real tab
    /// bar's height): applied to the running session at platform time
    /// `platformTime` without a restart, and recorded; kept in the configuration, so
    /// a later start has them too. Before the session starts they only join the
    /// configuration. A change the engine refuses (an unknown or non-live option, a
    /// value out of range) is logged and nothing changes.
    public mutating func setLiveOptions(_ options: [String: Scalar], atPlatformTime platformTime: Double) -> ViewStep {
        guard !options.isEmpty else { return step() }
        guard var session else {
            for (name, value) in options { configuration.options[name] = value }
            return step()
        }
        var log: [String] = []
        do {
            let result = try session.setOptions(options, atPlatformTime: platformTime)
            log += [result.recordingStopped].compactMap { $0 }
            for (name, value) in options { configuration.options[name] = value }
        } catch {
            log.append("the options were refused: \(error)")
        }
        self.session = session
        return step(logging: log)
    }
}
