"""The API's infrastructure every app uses: the error shape, the schema, paging, input bounds."""
