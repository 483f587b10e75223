"""The session: a game being played and who sits at it (seats, rule-set registry), below the
widgets and above the AI and the engine. No widget lives here.
"""
