"""Social play around the board: invitations, seeks, chat, spectators, blocks and reports."""
